import { Navigate, Outlet, useLocation } from 'react-router';
import { safeRedirect } from '@/lib/redirect';
import { useCurrentUser, useSessionStore } from '@/features/auth';
import { useCurrentEntry } from './use-current-entry';

/**
 * Who may see the matched page, by access: a signed-out visitor of a private page goes to
 * the login page (and comes back after signing in), a signed-in visitor of a guest page
 * goes to its `redirectTo` (same-site paths only) or home. What the ability allows is checked with the page itself (`ability-guard.tsx`).
 */
export function AccessGuard() {
  const entry = useCurrentEntry();
  const user = useCurrentUser();
  const endedBecause = useSessionStore((state) => state.endedBecause);
  const location = useLocation();

  if (entry?.access === 'private' && !user) {
    // Signing out on purpose starts afresh; an expired session comes back here after.
    if (endedBecause === 'user') return <Navigate to="/login" replace />;
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirectTo=${encodeURIComponent(back)}`} replace />;
  }
  if (entry?.access === 'guest' && user) {
    const target = new URLSearchParams(location.search).get('redirectTo');
    return <Navigate to={safeRedirect(target, '/')} replace />;
  }
  return <Outlet />;
}
