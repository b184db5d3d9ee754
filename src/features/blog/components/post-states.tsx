import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FileQuestion } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { parseListState } from '@/lib/list-state';
import { blogListOptions, useBlogList } from '../api';
import { blogPaths } from '../paths';
import classes from './blog.module.css';

/** No post at that address (unknown, or not a post's id): said, with the way back to the list. */
export function PostNotFound({ id }: { id: string }) {
  const { t } = useTranslation('blog');
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <FileQuestion size={48} strokeWidth={1.5} aria-hidden="true" />
        <Title order={2} size="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text', { id })}</Text>
        <Button component={Link} to={blogPaths.list} mt="sm">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Card>
  );
}

/** A post's page while it loads: the picture's room and a few lines. */
export function PostSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Card withBorder radius="md" padding="lg" aria-busy="true" aria-label={t('loading')}>
      <Stack gap="md" aria-hidden="true">
        <Skeleton className={classes.media} radius="md" />
        <Skeleton height={20} width="45%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
      </Stack>
    </Card>
  );
}

const firstPage = parseListState(new URLSearchParams(), blogListOptions);

/**
 * A post's page opened without an id (the menu's link): the newest post, or the list when
 * there is none.
 */
export function FirstPostRedirect({ to }: { to: (id: number) => string }) {
  const { t } = useTranslation('blog');
  const query = useBlogList(firstPage);
  if (query.data) {
    const first = query.data.posts[0];
    return <Navigate replace to={first ? to(first.id) : blogPaths.list} />;
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        title={t('list.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PostSkeleton />;
}
