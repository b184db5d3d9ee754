import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useLocationDrawn, watchRouterBusy } from './router-busy';

const busy = () => document.documentElement.dataset.busy;
const idle = () => vi.waitFor(() => expect(busy()).toBe('false'), { timeout: 10_000 });
/** Each case starts with nothing pending (other files of the worker may leave work settling). */
const quiet = () => vi.waitFor(() => expect(busy()).not.toBe('true'), { timeout: 10_000 });
/** After the frame a confirmation of idle waits for (scheduled after it, so run after it). */
const frameDrawn = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function Root() {
  useLocationDrawn();
  return <Outlet />;
}

describe('the router in the busy signal', () => {
  it('is busy until the page of the address is drawn, and again as soon as it changes', async () => {
    await quiet();
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            { path: '/', element: <h1>home</h1> },
            {
              path: '/later',
              lazy: () =>
                new Promise((resolve) => {
                  arrive = () => resolve({ element: <h1>later</h1> });
                }),
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const stop = watchRouterBusy(router);
    // The router has its page; React has not drawn it.
    await frameDrawn();
    expect(busy()).toBe('true');
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'home' })).toBeVisible();
    await idle();

    let opened: Promise<void> | undefined;
    act(() => {
      opened = router.navigate('/later');
    });
    expect(busy()).toBe('true');
    await act(async () => {
      arrive();
      await opened;
    });
    expect(await screen.findByRole('heading', { name: 'later' })).toBeVisible();
    await idle();
    stop();
  });
});
