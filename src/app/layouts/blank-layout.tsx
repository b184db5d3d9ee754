import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen/loading-screen';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';

// Not needed to show a sign-in form: the customizer button arrives just after (or, offline,
// once the connection is back).
const Customizer = lazyPiece(() =>
  import('@/features/layout/components/customizer-toggle').then((m) => ({ default: m.Customizer })),
);

/** Full-screen pages without menu or navbar: sign-in, errors, maintenance. */
export function BlankLayout() {
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <LazyBoundary failure="hidden">
        <Customizer />
      </LazyBoundary>
    </>
  );
}
