import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import classes from './shell.module.css';

export function Footer({ type }: { type: 'static' | 'sticky' }) {
  const { t } = useTranslation('layout');
  return (
    <footer className={classes.footer} data-type={type}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })} {t('footer.madeIn')}
        </Text>
        <Anchor href="#main-content" size="sm">
          {t('footer.backToTop')}
        </Anchor>
      </Group>
    </footer>
  );
}
