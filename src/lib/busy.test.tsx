import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { busyChanged, useBusyWhileMounted, watchBusy } from './busy';
import { queryClient } from './query-client';

const busy = () => document.documentElement.dataset.busy;
const idle = () => vi.waitFor(() => expect(busy()).toBe('false'), { timeout: 10_000 });
/** Each case starts with nothing pending (other files of the worker may leave work settling). */
const quiet = () => vi.waitFor(() => expect(busy()).not.toBe('true'), { timeout: 10_000 });
/** After the frame a confirmation of idle waits for (scheduled after it, so run after it). */
const frameDrawn = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function StandIn() {
  useBusyWhileMounted();
  return null;
}

describe('the busy signal on <html>', () => {
  it('says busy at once, and idle only once a frame has passed with nothing pending', async () => {
    await quiet();
    let working = true;
    const stop = watchBusy(() => working);
    expect(busy()).toBe('true');
    working = false;
    busyChanged();
    expect(busy()).toBe('true');
    await idle();
    stop();
  });

  it('stays busy when work starts again before that frame', async () => {
    await quiet();
    let working = true;
    const stop = watchBusy(() => working);
    working = false;
    busyChanged();
    working = true;
    busyChanged();
    await frameDrawn();
    expect(busy()).toBe('true');
    working = false;
    busyChanged();
    await idle();
    stop();
  });

  it('is busy while a loading stand-in is on screen, until the part it stands for is drawn', async () => {
    await quiet();
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const Part = lazy(() => new Promise<{ default: ComponentType }>((r) => (arrive = r)));
    render(
      <Suspense fallback={<StandIn />}>
        <Part />
      </Suspense>,
    );
    await frameDrawn();
    expect(busy()).toBe('true');
    await act(async () => {
      arrive({ default: () => <p>drawn</p> });
      await Promise.resolve();
    });
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    await idle();
  });

  it("follows the app's data: busy while a query fetches or a change is saved", async () => {
    await quiet();
    let answer: (value: string) => void = () => undefined;
    const fetched = queryClient.fetchQuery({
      queryKey: ['busy-test'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await vi.waitFor(() => expect(busy()).toBe('true'));
    answer('done');
    await fetched;
    await idle();
    queryClient.removeQueries({ queryKey: ['busy-test'] });

    let saved: () => void = () => undefined;
    const save = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (saved = resolve)) })
      .execute(undefined);
    await vi.waitFor(() => expect(busy()).toBe('true'));
    saved();
    await save;
    await idle();
  });
});
