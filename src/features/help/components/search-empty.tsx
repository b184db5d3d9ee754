import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { SearchX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './help.module.css';

interface SearchEmptyProps {
  title: string;
  /** Says what found nothing; names the query. */
  text: string;
  onClear: () => void;
  /** The title's heading level, under the page's own headings. */
  order?: 2 | 3;
}

/** Nothing matched the search: said in words, with the way back to everything. */
export function SearchEmpty({ title, text, onClear, order = 2 }: SearchEmptyProps) {
  const { t } = useTranslation('help');
  return (
    <Card withBorder radius="md" padding="xl" role="status">
      <Stack align="center" gap="sm">
        <SearchX size={36} aria-hidden="true" />
        <Title order={order} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" ta="center" className={classes.wrap}>
          {text}
        </Text>
        <Button variant="light" onClick={onClear}>
          {t('clearSearch')}
        </Button>
      </Stack>
    </Card>
  );
}
