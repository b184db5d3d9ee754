import { Avatar, Group, Text } from '@mantine/core';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

interface PostBylineProps {
  name: string;
  avatar: string;
  /** When it was written (an instant). */
  time: string;
  size?: 'sm' | 'md';
}

/** Who wrote it and when: the avatar (initials without a picture), the name, the date. */
export function PostByline({ name, avatar, time, size = 'sm' }: PostBylineProps) {
  const { t } = useTranslation('blog');
  const { date } = useFormat();
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={safeAvatarUrl(avatar)} alt="" size={size === 'sm' ? 28 : 36} color="mirante">
        {initials(name)}
      </Avatar>
      <Text size="sm" lh={1.3}>
        <Text span size="sm" c="dimmed">
          {t('byline.by')}{' '}
        </Text>
        <Text span size="sm" fw={600}>
          {name}
        </Text>
        <Text span size="sm" c="dimmed">
          {' · '}
          <time dateTime={time}>
            {date(time, { day: 'numeric', month: 'short', year: 'numeric' })}
          </time>
        </Text>
      </Text>
    </Group>
  );
}
