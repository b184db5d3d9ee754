import { Avatar, Tooltip, VisuallyHidden } from '@mantine/core';
import { languageMeta } from '@/lib/languages';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { UserAvatar } from '../../components/user-avatar';
import type { Role } from '../types';

/**
 * The first members' faces, overlapping, with "+N" for the others. Read aloud as one sentence
 * naming them (the faces themselves are hidden from screen readers); each name shows on hover.
 */
export function RoleMembers({ role }: { role: Pick<Role, 'members' | 'userCount'> }) {
  const { t } = useTranslation('roles');
  const format = useFormat();
  const { members, userCount } = role;
  if (members.length === 0) return null;
  const more = Math.max(0, userCount - members.length);
  // "Ana, Bruno, Carla, Davi e mais 21 pessoas": the others as the list's last item.
  const names = new Intl.ListFormat(languageMeta[format.language].intl).format([
    ...members.map((member) => member.fullName),
    ...(more > 0 ? [t('card.more', { count: more, formatted: format.number(more) })] : []),
  ]);
  return (
    <>
      <Avatar.Group spacing={8} aria-hidden="true">
        {members.map((member) => (
          <Tooltip key={member.id} label={member.fullName} withArrow openDelay={150}>
            <UserAvatar user={member} size={34} />
          </Tooltip>
        ))}
        {more > 0 && (
          <Avatar size={34} radius="xl" color="gray">
            {/* "+21" reads the same in a right-to-left page. */}
            <span dir="ltr">+{format.number(more)}</span>
          </Avatar>
        )}
      </Avatar.Group>
      <VisuallyHidden>{t('card.members', { names })}</VisuallyHidden>
    </>
  );
}
