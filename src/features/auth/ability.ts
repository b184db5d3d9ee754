import { useMemo } from 'react';
import { buildAbility, type AppAbility } from '@/lib/ability';
import { useCurrentUser } from './session-store';

/**
 * The signed-in user's CASL ability (or the default "read Auth" when signed out).
 * Kept out of the session store so that CASL loads with the pages that check it.
 */
export function useAbility(): AppAbility {
  const user = useCurrentUser();
  return useMemo(() => buildAbility(user?.ability), [user]);
}
