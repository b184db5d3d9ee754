import { useLayoutEffect } from 'react';
import { useLocation, type createBrowserRouter } from 'react-router';
import { busyChanged, watchBusy } from '@/lib/busy';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The location whose page React has drawn (the router may already be at the next one). */
let drawnKey: string | undefined;

/**
 * The page is busy (`<html data-busy>`, lib/busy.ts) while the router loads a route (its
 * code, translations, prefetch) and until React has drawn the page of the address: the
 * router is done with a change before React draws it, in a transition. Called as the router
 * is made, before anything is drawn (what an earlier router drew says nothing of this one:
 * both start at the key `default`). Returns the way to stop watching.
 */
export function watchRouterBusy(router: AppRouter): () => void {
  drawnKey = undefined;
  const unwatch = watchBusy(() => {
    const { initialized, navigation, revalidation, location } = router.state;
    return (
      !initialized ||
      navigation.state !== 'idle' ||
      revalidation !== 'idle' ||
      location.key !== drawnKey
    );
  });
  const unsubscribe = router.subscribe(busyChanged);
  return () => {
    unsubscribe();
    unwatch();
  };
}

/** The root route's element (or its error element) says which location it has drawn. */
export function useLocationDrawn(): void {
  const { key } = useLocation();
  useLayoutEffect(() => {
    drawnKey = key;
    busyChanged();
  }, [key]);
}
