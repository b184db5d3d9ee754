import { Avatar, Group, Text } from '@mantine/core';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import type { TwitterFeed } from '../types';
import { ProfileCard } from './profile-card';
import classes from './profile.module.css';

/** Short posts of people the person follows. */
export function TwitterFeedCard({ feeds }: { feeds: TwitterFeed[] }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard title={t('twitter.title')}>
      <ul className={classes.list}>
        {feeds.map((feed) => (
          <li key={feed.id} className={classes.tweet}>
            <Group gap="sm" wrap="nowrap">
              <Avatar src={safeAvatarUrl(feed.avatar)} alt="" radius="xl" color="mirante">
                {initials(feed.name)}
              </Avatar>
              <div className={classes.rowText}>
                <Text size="sm" fw={600} truncate>
                  {feed.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {t('twitter.handle', { handle: feed.handle })}
                </Text>
              </div>
            </Group>
            <Text size="sm">{feed.text}</Text>
            <Text size="sm" className={classes.tags}>
              {feed.tags.join(' ')}
            </Text>
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}
