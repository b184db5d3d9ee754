import { Avatar, Button, Card, Group, Text, Title } from '@mantine/core';
import { FolderKanban, Pencil, UserRound, Users, UsersRound, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { COVER_SIZE } from '../sizes';
import type { ProfileHeader as Header } from '../types';
import classes from './profile.module.css';

/** The sections the header's links lead to (anchors of the page's cards). */
export const profileSections = {
  profile: 'profile-about',
  teams: 'profile-teams',
  projects: 'profile-posts',
  connections: 'profile-connections',
} as const;

const icons: Record<keyof typeof profileSections, LucideIcon> = {
  profile: UserRound,
  teams: UsersRound,
  projects: FolderKanban,
  connections: Users,
};

/** Goes to a section and puts the focus there, so the keyboard continues from it. */
function goTo(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The cover, the person's picture, name and role, and the links to the page's sections. */
export function ProfileHeader({ header }: { header: Header }) {
  const { t } = useTranslation('profile');
  const cover = safeAvatarUrl(header.coverImg);
  return (
    <Card withBorder padding={0} className={classes.header}>
      {cover ? (
        <img
          src={cover}
          alt=""
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          className={classes.cover}
        />
      ) : (
        <div className={classes.cover} />
      )}
      <div className={classes.identity}>
        <Avatar
          src={safeAvatarUrl(header.avatar)}
          alt=""
          size={104}
          radius="md"
          color="mirante"
          className={classes.avatar}
        >
          {initials(header.username)}
        </Avatar>
        <div className={classes.identityText}>
          <Title order={2} className={classes.name}>
            {header.username}
          </Title>
          <Text c="dimmed">{header.designation}</Text>
        </div>
        <Button
          component={Link}
          to="/pages/account-settings"
          variant="light"
          leftSection={<Pencil size={16} aria-hidden="true" />}
          className={classes.edit}
        >
          {t('header.edit')}
        </Button>
      </div>
      <nav aria-label={t('header.sections')} className={classes.sections}>
        <Group gap="xs" wrap="wrap">
          {(Object.keys(profileSections) as (keyof typeof profileSections)[]).map((key) => {
            const Icon = icons[key];
            const anchor = profileSections[key];
            return (
              <Button
                key={key}
                component="a"
                href={`#${anchor}`}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => goTo(event, anchor)}
                variant="subtle"
                size="sm"
                leftSection={<Icon size={16} aria-hidden="true" />}
              >
                {t(`header.tabs.${key}`)}
              </Button>
            );
          })}
        </Group>
      </nav>
    </Card>
  );
}
