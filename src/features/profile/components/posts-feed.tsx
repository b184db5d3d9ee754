import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useMorePosts } from '../api';
import type { Post } from '../types';
import { PostCard } from './post-card';
import classes from './profile.module.css';

interface PostsFeedProps {
  /** The first page, as the profile's data brought it. */
  first: Post[];
  total: number;
  anchor: string;
}

/** The feed: the first posts, then more on demand, until the last one ("Carregar mais"). */
export function PostsFeed({ first, total, anchor }: PostsFeedProps) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const [pagesShown, setPagesShown] = useState(1);
  const more = useMorePosts(pagesShown);
  const posts = [...first, ...more.posts];
  const ended = posts.length >= total;

  return (
    <section aria-labelledby={titleId} id={anchor} tabIndex={-1} className={classes.feed}>
      <Title order={2} id={titleId} className={classes.feedTitle}>
        {t('posts.title')}
      </Title>
      <Stack gap="md">
        {posts.map((post) => (
          <Card key={post.id} withBorder padding="lg">
            <PostCard post={post} />
          </Card>
        ))}
        {more.loading && (
          <Card withBorder padding="lg" aria-hidden="true" data-testid="post-skeleton">
            <Stack gap="sm">
              <Skeleton height={36} width="50%" radius="xl" />
              <Skeleton height={14} />
              <Skeleton height={160} radius="md" />
            </Stack>
          </Card>
        )}
        {more.failed && (
          <QueryError
            error={more.failed.error}
            title={t('posts.loadFailed')}
            onRetry={() => void more.failed?.refetch()}
          />
        )}
      </Stack>
      <div className={classes.feedFoot} aria-live="polite">
        <Text size="xs" c="dimmed">
          {t('posts.shown', { shown: posts.length, total })}
        </Text>
        {ended ? (
          <Text size="sm" c="dimmed">
            {t('posts.end')}
          </Text>
        ) : (
          <Button
            variant="light"
            loading={more.loading}
            disabled={more.failed !== undefined}
            onClick={() => setPagesShown((shown) => shown + 1)}
          >
            {more.loading ? t('posts.loading') : t('posts.loadMore')}
          </Button>
        )}
      </div>
    </section>
  );
}
