import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { useTranslation } from '@/lib/i18n-react';
import classes from '../components/layout-demo.module.css';
import { layoutDemoPath } from '../layout-demos';

export const namespaces = ['page-layouts'] as const;

/** `/page-layout/layout-blank`: the blank layout (no menu, navbar or footer), signed in. */
export default function LayoutBlankPage() {
  const { t } = useTranslation('page-layouts');
  return (
    <main className={classes.blank} id="main-content">
      <Card withBorder padding="xl" radius="md" className={classes.blankCard}>
        <LogoMark size={40} />
        <Title order={1} fz="h2" mt="md">
          {t('blank.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('blank.text')}
        </Text>
        <Group mt="lg" gap="sm">
          <Button component={Link} to="/">
            {t('blank.home')}
          </Button>
          <Button component={Link} to={layoutDemoPath('collapsed-menu')} variant="default">
            {t('blank.others')}
          </Button>
        </Group>
      </Card>
    </main>
  );
}
