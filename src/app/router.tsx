import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen/loading-screen';
import { i18n } from '@/lib/i18n';
import { builtEntries, catalogue, type BuiltEntry } from './catalogue';
import { BlankLayout } from './layouts/blank-layout';
import { retryableLazy } from './lazy-route';
import { Root } from './root';
import { RouteError } from './route-error';
import { watchRouterBusy } from './router-busy';
import { AccessGuard } from './route-guard';
import { prefetchRoute } from './route-prefetch';
import type { RouteHandle } from './use-current-entry';

/** The namespaces of the signed-in frame: menu, header, search, bookmarks, cart and user menu. */
export const LAYOUT_NAMESPACES = ['nav', 'layout', 'search', 'acl', 'cart'] as const;

async function loadPage(entry: BuiltEntry) {
  // Everything the page needs, side by side (the build's route table), rather than each
  // chunk's imports once it has arrived. (No window when the build prerenders the sign-in page.)
  if (typeof window !== 'undefined') window.miranteRoutePreload?.(entry.link);
  // Guest pages (sign-in, register, recovery) stay light: no query client, no CASL.
  // Side by side: the page, its providers and guard, then the page's translations.
  const [module, queries, guard] = await Promise.all([
    entry.load(),
    entry.access === 'guest' ? null : import('./query-provider'),
    entry.access === 'private' ? import('./ability-guard') : null,
  ]);
  if (module.namespaces?.length) await i18n.loadNamespaces([...module.namespaces]);
  const Page: ComponentType = module.default;
  const AbilityGuard = guard?.AbilityGuard;
  const QueryProvider = queries?.QueryProvider;
  const guarded = AbilityGuard
    ? () => (
        <AbilityGuard entry={entry}>
          <Page />
        </AbilityGuard>
      )
    : Page;
  if (!QueryProvider) return { Component: guarded };
  const Guarded = guarded;
  return {
    Component: () => (
      <QueryProvider>
        <Guarded />
      </QueryProvider>
    ),
  };
}

const toRoute = (entry: BuiltEntry, path = entry.path): RouteObject => ({
  path,
  handle: { entry } satisfies RouteHandle,
  // Offline, a page whose code did not arrive says so in its place, with a retry.
  lazy: retryableLazy(() => loadPage(entry), { screen: entry.layout === 'blank' }),
  ...prefetchRoute(entry),
});

/** The router, read from the catalogue: built pages only; planned ones fall to the 404. */
export function createRoutes(entries: readonly BuiltEntry[] = builtEntries): RouteObject[] {
  const vertical = entries.filter((entry) => entry.layout === 'vertical');
  const blank = entries.filter((entry) => entry.layout === 'blank');
  const notFound = entries.find((entry) => entry.id === 'error');
  const rootBuilt = entries.some((entry) => entry.path === '/');
  const rootPlanned = catalogue.some((entry) => entry.path === '/' && entry.planned);

  return [
    {
      element: <Root />,
      HydrateFallback: LoadingScreen,
      errorElement: <RouteError />,
      children: [
        {
          // The signed-in frame is a chunk of its own: the login page does not wait for it.
          lazy: retryableLazy(
            () =>
              Promise.all([
                import('./layouts/vertical-layout'),
                // What the frame's parts translate with, fetched with it rather than one by
                // one as each part suspends.
                i18n.loadNamespaces([...LAYOUT_NAMESPACES]),
              ]).then(([m]) => ({ Component: m.VerticalLayout })),
            { screen: true },
          ),
          children: [
            { element: <AccessGuard />, children: vertical.map((entry) => toRoute(entry)) },
          ],
        },
        {
          element: <BlankLayout />,
          children: [
            {
              element: <AccessGuard />,
              children: [
                ...blank.map((entry) => toRoute(entry)),
                // The seed system's name for the e-commerce dashboard leads home.
                ...(rootBuilt
                  ? [{ path: '/dashboard/ecommerce', element: <Navigate to="/" replace /> }]
                  : []),
                ...(!rootBuilt && rootPlanned
                  ? [
                      {
                        index: true,
                        lazy: retryableLazy(
                          () =>
                            import('./home-redirect').then((m) => ({
                              Component: m.HomeRedirect,
                            })),
                          { screen: true },
                        ),
                      },
                    ]
                  : []),
                ...(notFound ? [toRoute(notFound, '*')] : []),
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** The app's router, watched for the busy signal from the start (`<html data-busy>`). */
export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  watchRouterBusy(router);
  return router;
}
