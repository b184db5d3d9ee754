import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { isChunkLoadError } from './chunk-failure';
import { LazyBoundary, lazyPiece } from './lazy-piece';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js');

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

afterEach(() => vi.restoreAllMocks());

/** Rendered inside an awaited `act`, so that React sees the pieces' downloads settle. */
async function renderAsync(ui: ReactElement) {
  let view: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    view = renderWithProviders(ui);
    await Promise.resolve();
  });
  return view as ReturnType<typeof renderWithProviders>;
}

describe('lazy pieces', () => {
  it('knows a download that failed from any other error', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('offline, says so in its place and loads again on "try again"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Hello });
    const Piece = lazyPiece(load);
    const { user } = await renderAsync(
      <LazyBoundary fallback={<p>loading</p>}>
        <Piece name="Ana" />
      </LazyBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Sem conexão' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    const retry = screen.getByRole('button', { name: 'Tentar de novo' });
    await act(async () => {
      await user.click(retry);
    });
    expect(await screen.findByText('hello Ana')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says nothing for a decoration, and leaves other errors to the boundary above', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Decoration = lazyPiece(() => Promise.reject(chunkError()));
    await renderAsync(
      <>
        <p>page</p>
        <LazyBoundary failure="hidden">
          <Decoration />
        </LazyBoundary>
      </>,
    );
    expect(await screen.findByText('page')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
