import { Anchor, Text } from '@mantine/core';
import { CalendarDays, Globe, Mail, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { UserAbout } from '../types';
import { ProfileCard } from './profile-card';
import classes from './profile.module.css';

/** Links from data open only on the web (`http`, `https`). */
const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.fact}>
      <Icon size={18} aria-hidden="true" className={classes.factIcon} />
      <dt className={classes.factTerm}>{term}</dt>
      <dd className={classes.factValue}>{children}</dd>
    </div>
  );
}

/** Who the person is: the about text, the day they joined, where they live, how to reach them. */
export function AboutCard({ about, anchor }: { about: UserAbout; anchor: string }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  return (
    <ProfileCard title={t('about.title')} anchor={anchor}>
      <Text size="sm">{about.about}</Text>
      <dl className={classes.facts}>
        <Fact icon={CalendarDays} term={t('about.joined')}>
          {format.day(about.joined, { dateStyle: 'long' })}
        </Fact>
        <Fact icon={MapPin} term={t('about.lives')}>
          {about.lives}
        </Fact>
        <Fact icon={Mail} term={t('about.email')}>
          <Anchor href={`mailto:${about.email}`} size="sm" className={classes.breakable}>
            {about.email}
          </Anchor>
        </Fact>
        <Fact icon={Globe} term={t('about.website')}>
          {isWebAddress(about.website) ? (
            <Anchor
              href={about.website}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              className={classes.breakable}
            >
              {about.website.replace(/^https?:\/\//i, '')}
            </Anchor>
          ) : (
            about.website
          )}
        </Fact>
      </dl>
    </ProfileCard>
  );
}
