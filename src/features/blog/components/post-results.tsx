import { Card, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ListEmptyState } from '@/components/list-toolbar/list-empty-state';
import { ListPagination } from '@/components/list-toolbar/list-pagination';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import type { ListStateApi } from '@/lib/use-list-state';
import type { blogListOptions } from '../api';
import type { BlogListResponse } from '../types';
import classes from './blog.module.css';
import { PostCard } from './post-card';

/** The first row's cards (at most three across) fetch their pictures at once; the rest lazily. */
const FIRST_ROW = 3;

type BlogList = ListStateApi<(typeof blogListOptions)['filters'], string>;

interface PostResultsProps {
  list: BlogList;
  query: Pick<
    UseQueryResult<BlogListResponse>,
    'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'
  >;
  filtered: boolean;
}

/** The page of posts: skeletons first, the failure with a retry, nothing found, or the cards. */
export function PostResults({ list, query, filtered }: PostResultsProps) {
  const { t } = useTranslation('blog');
  const top = useRef<HTMLDivElement>(null);
  const { data, error, isFetching } = query;
  const { params, setPage } = list;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / params.perPage));

  // A page past the last (a narrower search, an old link): show the last page.
  useEffect(() => {
    if (!isFetching && total > 0 && params.page > pageCount) setPage(pageCount);
  }, [isFetching, total, params.page, pageCount, setPage]);

  if (data === undefined && error) {
    return (
      <QueryError error={error} title={t('list.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  if (data === undefined) {
    return (
      <ul className={classes.grid} aria-busy="true" aria-label={t('list.label')}>
        {Array.from({ length: params.perPage }, (_, index) => (
          <li key={index}>
            <Card withBorder radius="md" padding="md">
              <Stack gap="sm" aria-hidden="true">
                <Skeleton className={classes.media} />
                <Skeleton height={18} width="40%" />
                <Skeleton height={22} />
                <Skeleton height={48} />
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  if (data.posts.length === 0 && total === 0) {
    return (
      <ListEmptyState
        empty={{
          icon: <Newspaper size={28} aria-hidden="true" />,
          title: t('list.empty.title'),
          hint: t('list.empty.hint'),
          none: t('list.empty.none'),
        }}
        filters={{ active: filtered, onClear: list.reset }}
      />
    );
  }
  return (
    <div ref={top} className={classes.results}>
      <ul className={classes.grid} aria-busy={isFetching} aria-label={t('list.label')}>
        {data.posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} lazyImage={index >= FIRST_ROW} />
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <ListPagination
          page={params.page}
          pageCount={pageCount}
          onChange={(page) => {
            setPage(page);
            // The new page starts at the top of the posts, not where the pages were.
            top.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      )}
    </div>
  );
}
