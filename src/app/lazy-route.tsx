import type { ComponentType } from 'react';
import { LoadingScreen } from '@/components/loading-screen/loading-screen';
import { isChunkLoadError } from '@/components/query-state/chunk-failure';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';

type LazyRoute = () => Promise<{ Component: ComponentType }>;

/**
 * A route's `lazy` whose code may not arrive. React Router keeps a failed `lazy` for good
 * (every later visit would fail the same way) and shows it as a crash; instead a download
 * that fails resolves to a stand-in that says so in the route's place — the frame and the
 * menu stay — and loads the route again on "try again" (`LazyBoundary`). Other errors still
 * go to the route's error element.
 */
export function retryableLazy(load: LazyRoute, { screen = false } = {}): LazyRoute {
  return () =>
    load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      // Shown again by a later visit until a retry loads the route.
      let failed = true;
      const Route = lazyPiece(async (): Promise<{ default: ComponentType }> => {
        const { Component } = await load();
        failed = false;
        return { default: Component };
      });
      function RetryableRoute() {
        return (
          <LazyBoundary
            failedAlready={failed}
            screen={screen}
            fallback={<LoadingScreen inline={!screen} />}
          >
            <Route />
          </LazyBoundary>
        );
      }
      return { Component: RetryableRoute };
    });
}
