import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Role } from './types';

/**
 * A role's name as shown: a seeded role (one of the users' roles) in the words the users table
 * uses, in the reader's language; an added one as typed.
 */
export function useRoleName() {
  const { t } = useTranslation('users');
  return useCallback(
    (role: Pick<Role, 'key' | 'name'>) => (role.key ? t(`roles.${role.key}`) : role.name),
    [t],
  );
}
