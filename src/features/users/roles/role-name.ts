import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Role } from './types';

/**
 * A role's name as shown: a seeded role not renamed (its name is still its key) in the
 * reader's language, any other as typed.
 */
export function useRoleName() {
  const { t } = useTranslation('roles');
  return useCallback(
    (role: Pick<Role, 'key' | 'name'>) =>
      role.key && role.name === role.key ? t(`names.${role.key}`) : role.name,
    [t],
  );
}
