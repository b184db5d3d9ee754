import { Card, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { ListResults } from '@/components/list-toolbar/list-results';
import { useTranslation } from '@/lib/i18n-react';
import type { ListStateApi } from '@/lib/use-list-state';
import type { blogListOptions } from '../api';
import type { BlogListResponse } from '../types';
import classes from './blog.module.css';
import { PostCard } from './post-card';

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
  return (
    <ListResults
      label={t('list.label')}
      list={list}
      query={query}
      select={(data) => ({ items: data.posts, total: data.total })}
      errorTitle={t('list.loadFailed')}
      className={classes.grid}
      skeleton={
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm" aria-hidden="true">
            <Skeleton className={classes.media} />
            <Skeleton height={18} width="40%" />
            <Skeleton height={22} />
            <Skeleton height={48} />
          </Stack>
        </Card>
      }
      getKey={(post) => post.id}
      renderItem={(post, lazyImage) => <PostCard post={post} lazyImage={lazyImage} />}
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
