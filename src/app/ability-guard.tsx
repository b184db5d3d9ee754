import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAbility } from '@/features/auth/ability';
import type { CatalogueEntry } from './catalogue';
import { canOpen } from './navigation';

/** A private page the ability forbids lands on "not authorized". */
export function AbilityGuard({ entry, children }: { entry: CatalogueEntry; children: ReactNode }) {
  const ability = useAbility();
  if (!canOpen(ability, entry)) return <Navigate to="/misc/not-authorized" replace />;
  return children;
}
