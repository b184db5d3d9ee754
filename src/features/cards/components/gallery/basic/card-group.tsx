import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import classes from '../card-gallery.module.css';

const phases = [
  { key: 'discovery', date: '2026-02-02T12:00:00Z' },
  { key: 'build', date: '2026-03-16T12:00:00Z' },
  { key: 'launch', date: '2026-05-04T12:00:00Z' },
] as const;

/**
 * Cards joined in one frame, of one height whatever their text; their footers line up.
 * Side by side on a wide screen, stacked on a phone.
 */
export function CardGroup() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  return (
    <Paper withBorder className={classes.group}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing={0} verticalSpacing={0}>
        {phases.map(({ key, date }) => (
          <article key={key} className={classes.groupItem}>
            <Title order={3} size="h5">
              {t(`basic.group.${key}.title`)}
            </Title>
            <Text size="sm" mt="xs">
              {t(`basic.group.${key}.text`)}
            </Text>
            <Text size="xs" c="dimmed" {...bidiText(classes.groupFooter)}>
              {t('basic.group.starts', { date: format.date(date, { dateStyle: 'long' }) })}
            </Text>
          </article>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
