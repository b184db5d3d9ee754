import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Providers } from './providers';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Called once the first render is on screen (after hydration, when hydrating). */
  onReady?: () => void;
}

export function App({ router, onReady }: AppProps) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
