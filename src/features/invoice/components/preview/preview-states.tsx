import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { invoicePaths } from '../../use-invoice-actions';
import classes from './preview-layout.module.css';

/** The page's shape while the invoice loads. */
export function PreviewSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true">
      <Card withBorder>
        <Stack gap="lg">
          <Skeleton height={150} radius="md" />
          <Skeleton height={120} radius="md" />
          <Skeleton height={140} radius="md" />
          <Skeleton height={100} radius="md" />
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={36} radius="md" />
          ))}
        </Stack>
      </Card>
    </div>
  );
}

/** No invoice by that number (unknown, deleted or not a number): said in words, a way back. */
export function InvoiceNotFound({ id }: { id: string }) {
  const { t } = useTranslation('invoice-preview');
  return (
    <Card withBorder className={classes.notFound} padding="xl">
      <Stack align="center" gap="sm">
        <FileSearch size={40} aria-hidden="true" />
        <Title order={2} fz="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" className={classes.wrap}>
          {t('notFound.text', { id })}
        </Text>
        <Button component={Link} to={invoicePaths.list} mt="sm">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Card>
  );
}
