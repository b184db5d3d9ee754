import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useCurrentEntry } from './use-current-entry';

/**
 * Who may see the matched page, by access: a signed-out visitor of a private page goes to
 * the login page (and comes back after signing in), a signed-in visitor of a guest page
 * goes home. What the ability allows is checked with the page itself (`ability-guard.tsx`).
 */
export function AccessGuard() {
  const entry = useCurrentEntry();
  const user = useCurrentUser();
  const location = useLocation();

  if (entry?.access === 'private' && !user) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirectTo=${encodeURIComponent(back)}`} replace />;
  }
  if (entry?.access === 'guest' && user) return <Navigate to="/" replace />;
  return <Outlet />;
}
