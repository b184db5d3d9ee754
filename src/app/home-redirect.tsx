import { Navigate } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useAbility } from '@/features/auth/ability';
import { homePath } from './navigation';

/** `/` until the dashboard exists: home for the signed-in, the login page for the others. */
export function HomeRedirect() {
  const user = useCurrentUser();
  const ability = useAbility();
  return <Navigate to={user ? homePath(ability) : '/login'} replace />;
}
