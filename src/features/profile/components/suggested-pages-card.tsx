import { Text } from '@mantine/core';
import { safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { LOGO_SIZE } from '../sizes';
import type { SuggestedPage } from '../types';
import { ProfileCard } from './profile-card';
import classes from './profile.module.css';

/** Teams, communities and companies to follow. */
export function SuggestedPagesCard({ pages, anchor }: { pages: SuggestedPage[]; anchor: string }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard title={t('pages.title')} anchor={anchor}>
      <ul className={classes.list}>
        {pages.map((page) => {
          const logo = safeAvatarUrl(page.avatar);
          return (
            <li key={page.id} className={classes.row}>
              {logo ? (
                <img
                  src={logo}
                  alt=""
                  width={LOGO_SIZE.width}
                  height={LOGO_SIZE.height}
                  className={classes.logo}
                />
              ) : (
                <span className={classes.logo} />
              )}
              <div className={classes.rowText}>
                <Text size="sm" fw={600} truncate>
                  {page.username}
                </Text>
                <Text size="xs" c="dimmed">
                  {page.subtitle}
                </Text>
              </div>
            </li>
          );
        })}
      </ul>
    </ProfileCard>
  );
}
