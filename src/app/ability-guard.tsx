import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAbility } from '@/features/auth/ability';
import type { CatalogueEntry } from './catalogue';
import { canOpen, homePath } from './navigation';

/**
 * A private page the ability forbids lands on "not authorized"; home (`/`) is not a page one
 * asks for by name, so a user who may not see the dashboard is taken to their own home.
 */
export function AbilityGuard({ entry, children }: { entry: CatalogueEntry; children: ReactNode }) {
  const ability = useAbility();
  if (canOpen(ability, entry)) return children;
  const fallback = entry.path === '/' ? homePath(ability) : '/misc/not-authorized';
  return <Navigate to={fallback} replace />;
}
