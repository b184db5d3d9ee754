import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the test starts on. */
  route?: string;
  /** The route pattern `ui` is mounted at (for `useParams`). */
  path?: string;
}

function mount(routes: RouteObject[], route: string, options: RenderOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const queryClient = createQueryClient();
  const result = render(
    <Providers env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Providers>,
    options,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

/** Renders `ui` with every provider the app has (Mantine, i18n, query client, router). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '/', ...options }: Options = {},
) {
  return mount(
    [
      { path, element: ui },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    route,
    options,
  );
}

/** Renders the whole app (the catalogue's routes, guards and layouts) at `route`. */
export function renderApp(route = '/', options: RenderOptions = {}) {
  return mount(createRoutes(), route, options);
}
