import { Avatar, Tooltip } from '@mantine/core';
import { UserRound } from 'lucide-react';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import type { Assignee } from '../types';

/** Who the task is given to, by picture (initials without one); named on hover and to readers. */
export function AssigneeAvatar({
  assignee,
  size = 28,
}: {
  assignee: Assignee | null;
  size?: number;
}) {
  const { t } = useTranslation('todo');
  const label = assignee ? t('item.assignedTo', { name: assignee.fullName }) : t('item.unassigned');
  return (
    <Tooltip label={label}>
      <Avatar
        src={assignee ? safeAvatarUrl(assignee.avatar) : null}
        size={size}
        radius="xl"
        alt=""
        color="mirante"
        role="img"
        aria-label={label}
      >
        {assignee ? initials(assignee.fullName) : <UserRound size={14} aria-hidden="true" />}
      </Avatar>
    </Tooltip>
  );
}
