import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import classes from '../components/layout-demo.module.css';

export const namespaces = ['page-layouts'] as const;

/** `/page-layout/layout-empty`: the whole frame around an empty content area. */
export default function LayoutEmptyPage() {
  const { t } = useTranslation('page-layouts');
  return (
    <section className={classes.empty} aria-label={t('empty.label')}>
      <Text size="sm" c="dimmed">
        {t('empty.text')}
      </Text>
    </section>
  );
}
