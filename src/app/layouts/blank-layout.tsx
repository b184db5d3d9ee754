import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen/loading-screen';

// Not needed to show a sign-in form: the customizer button arrives just after.
const Customizer = lazy(() =>
  import('@/features/layout/components/customizer-toggle').then((m) => ({ default: m.Customizer })),
);

/** Full-screen pages without menu or navbar: sign-in, errors, maintenance. */
export function BlankLayout() {
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <Customizer />
      </Suspense>
    </>
  );
}
