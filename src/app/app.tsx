import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Providers } from './providers';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
