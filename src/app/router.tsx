import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen/loading-screen';
import { i18n } from '@/lib/i18n';
import { builtEntries, catalogue, type BuiltEntry, type PageModule } from './catalogue';
import { BlankLayout } from './layouts/blank-layout';
import { Root } from './root';
import { RouteError } from './route-error';
import { AccessGuard } from './route-guard';
import { prefetchRoute } from './route-prefetch';
import type { RouteHandle } from './use-current-entry';

async function loadPage(entry: BuiltEntry) {
  const module: PageModule = await entry.load();
  if (module.namespaces?.length) await i18n.loadNamespaces([...module.namespaces]);
  if (entry.access !== 'private') return { Component: module.default };
  // Private pages come with their ability check (and CASL with it).
  const { AbilityGuard } = await import('./ability-guard');
  const Page = module.default;
  return {
    Component: () => (
      <AbilityGuard entry={entry}>
        <Page />
      </AbilityGuard>
    ),
  };
}

const toRoute = (entry: BuiltEntry, path = entry.path): RouteObject => ({
  path,
  handle: { entry } satisfies RouteHandle,
  lazy: () => loadPage(entry),
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
          lazy: () =>
            import('./layouts/vertical-layout').then((m) => ({ Component: m.VerticalLayout })),
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
                ...(!rootBuilt && rootPlanned
                  ? [
                      {
                        index: true,
                        lazy: () =>
                          import('./home-redirect').then((m) => ({ Component: m.HomeRedirect })),
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

export const createAppRouter = () => createBrowserRouter(createRoutes());
