import { Avatar, Indicator } from '@mantine/core';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import type { Contact, Status } from '../types';

export const statusColor: Record<Status, string> = {
  online: 'green',
  busy: 'red',
  away: 'yellow',
  offline: 'gray',
};

interface StatusAvatarProps {
  person: Pick<Contact, 'fullName' | 'avatar' | 'status'>;
  size?: number;
  /** Whether the status dot is drawn (its words are said by the caller). */
  withStatus?: boolean;
}

/** A person's picture (or initials) with a dot in the colour of their status. */
export function StatusAvatar({ person, size = 38, withStatus = true }: StatusAvatarProps) {
  const { t } = useTranslation('chat');
  const avatar = (
    <Avatar src={safeAvatarUrl(person.avatar)} size={size} radius="xl" alt="" color="mirante">
      {initials(person.fullName)}
    </Avatar>
  );
  if (!withStatus) return avatar;
  return (
    <Indicator
      color={statusColor[person.status]}
      position="bottom-end"
      offset={size / 7}
      size={Math.max(8, Math.round(size / 4))}
      withBorder
      title={t(`status.${person.status}`)}
    >
      {avatar}
    </Indicator>
  );
}
