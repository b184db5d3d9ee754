import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-error';
import { isChunkLoadError } from './chunk-failure';

/**
 * Code a part of a page needs to draw its content, downloaded once that part is on screen
 * (or once its page's prefetch asks) instead of before the page's first render: for content the first view does not show (a
 * table below the fold). `codePiece(load)` once per module; `useCodePiece(piece)` in the
 * component, which re-renders when the code has arrived or could not; `withCode` makes a
 * card wait for its code as for its data, and retry both.
 */
export interface CodePiece<M> {
  /** Starts the download, once (again after a failure). */
  start: () => void;
  subscribe: (listener: () => void) => () => void;
  state: () => CodeState<M>;
}

export interface CodeState<M> {
  module?: M;
  error?: unknown;
}

/** Pieces of content code on their way, and who waits for them all to arrive. */
let downloading = 0;
let waiting: Array<() => void> = [];

/**
 * Resolves once no content code is on its way: what only decorates a page (a chart's
 * library) downloads after it, so that it never shares the link with what a card needs to
 * show its content (on slow 4G the dashboard's table came 200 ms later beside the charts).
 */
export function contentCodeSettled(): Promise<void> {
  if (downloading === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}

function settledOne() {
  downloading -= 1;
  if (downloading > 0) return;
  const ready = waiting;
  waiting = [];
  for (const resolve of ready) resolve();
}

export function codePiece<M>(load: () => Promise<M>): CodePiece<M> {
  let state: CodeState<M> = {};
  let loading = false;
  const listeners = new Set<() => void>();
  const set = (next: CodeState<M>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    start() {
      if (loading || state.module) return;
      loading = true;
      downloading += 1;
      if (state.error) set({});
      load()
        .then(
          (module) => set({ module }),
          (error: unknown) => set({ error }),
        )
        .finally(() => {
          loading = false;
          settledOne();
        });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
  };
}

/** The piece's module once downloaded; its download starts with the component's first render. */
export function useCodePiece<M>(piece: CodePiece<M>): CodeState<M> & { retry: () => void } {
  const state = useSyncExternalStore(piece.subscribe, piece.state, piece.state);
  useEffect(() => piece.start(), [piece]);
  return { ...state, retry: piece.start };
}

/** What a card reads of its query (`CardFrame`'s `query`). */
export type CardQuery<T> = Pick<
  UseQueryResult<T>,
  'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'
>;

/**
 * A card's query that holds its data back until `code` has arrived: the card shows its
 * skeleton (and says it is loading) until it can draw, and a download that failed is the
 * card's failure, whose retry downloads again.
 */
export function withCode<T, M>(query: CardQuery<T>, code: ReturnType<typeof useCodePiece<M>>) {
  // Code that did not download is said as a call that did not: "no connection, try again".
  const codeError =
    code.error === undefined
      ? null
      : isChunkLoadError(code.error)
        ? new ApiError('network', 0, 'The code of this card did not download')
        : (code.error as Error);
  const drawn: CardQuery<T> = {
    data: code.module ? query.data : undefined,
    error: query.error ?? codeError,
    isPending: query.isPending || !code.module,
    isFetching: query.isFetching,
    refetch: (options) => {
      if (code.error) code.retry();
      return query.refetch(options);
    },
  };
  return drawn;
}
