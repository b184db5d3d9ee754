import { Anchor, Badge, Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import classes from './misc-page.module.css';

interface MiscPageProps {
  code?: string;
  title: string;
  text: string;
  illustration: ReactNode;
  /** Replaces the "back to home" button (a form, several links). */
  children?: ReactNode;
}

/** The frame shared by the error, not-authorized, coming-soon and maintenance pages. */
export function MiscPage({ code, title, text, illustration, children }: MiscPageProps) {
  const { t } = useTranslation(['misc', 'common']);
  return (
    <main className={classes.root} id="main-content">
      <Anchor component={Link} to="/" className={classes.brand} aria-label={t('misc:brandHome')}>
        <LogoMark size={30} />
        <span>{t('common:appName')}</span>
      </Anchor>
      <Stack className={classes.body} align="center" gap="md">
        {code && (
          <Badge variant="light" size="lg" radius="sm">
            {code}
          </Badge>
        )}
        <Title order={1} ta="center" className={classes.title}>
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={520}>
          {text}
        </Text>
        {children ?? (
          <Button component={Link} to="/" mt="xs">
            {t('misc:goHome')}
          </Button>
        )}
        <div className={classes.illustration}>{illustration}</div>
      </Stack>
    </main>
  );
}
