import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-state/query-error';
import { useFileSrc } from '@/components/image-field/use-file-src';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useBlogSidebar } from '../api';
import { blogPaths } from '../paths';
import type { BlogCategory, RecentPost } from '../types';
import classes from './blog.module.css';
import { CategoryIcon } from './category-icon';

interface BlogSidebarProps {
  /** The search box (bound to the list on the list page, a form leading there elsewhere). */
  search: ReactNode;
  /** Where a category leads (the list narrowed to it, or back to all when it is the one on). */
  categoryHref: (category: BlogCategory) => string;
  activeCategory?: BlogCategory | undefined;
}

/** Beside the posts (below them on a phone): search, the newest posts, the categories. */
export function BlogSidebar({ search, categoryHref, activeCategory }: BlogSidebarProps) {
  const { t } = useTranslation('blog');
  const { number } = useFormat();
  const query = useBlogSidebar();
  const { data } = query;

  const failed = data === undefined && query.isError && (
    <QueryError
      error={query.error}
      title={t('sidebar.loadFailed')}
      onRetry={() => void query.refetch()}
    />
  );
  const loading = (
    <Stack gap="sm" aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={36} radius="sm" />
      ))}
    </Stack>
  );

  return (
    <aside className={classes.aside} aria-label={t('sidebar.label')}>
      {search}
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h5" mb="sm">
          {t('sidebar.recent')}
        </Title>
        {failed ||
          (data ? (
            <ul className={classes.plainList}>
              {data.recentPosts.map((post) => (
                <li key={post.id}>
                  <RecentPostLink post={post} />
                </li>
              ))}
            </ul>
          ) : (
            loading
          ))}
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h5" mb="sm">
          {t('sidebar.categories')}
        </Title>
        {data ? (
          <nav aria-label={t('sidebar.categories')}>
            <ul className={classes.plainList}>
              {data.categories.map((entry) => (
                <li key={entry.category}>
                  <Link
                    to={categoryHref(entry.category)}
                    className={classes.category}
                    aria-current={entry.category === activeCategory ? 'true' : undefined}
                  >
                    <CategoryIcon name={entry.icon} />
                    <Text span size="sm">
                      {t(`categories.${entry.category}`)}
                    </Text>
                    <Text span size="xs" c="dimmed" className={classes.count}>
                      {number(entry.count)}
                    </Text>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          !failed && loading
        )}
      </Card>
    </aside>
  );
}

function RecentPostLink({ post }: { post: RecentPost }) {
  const { date } = useFormat();
  const src = useFileSrc(post.img || undefined);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {src ? (
        <img className={classes.thumb} src={src} alt="" width={64} height={36} loading="lazy" />
      ) : (
        <span className={classes.thumb} aria-hidden="true" />
      )}
      <Stack gap={2} miw={0}>
        <Anchor component={Link} to={blogPaths.detail(post.id)} size="sm" lineClamp={2}>
          {post.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          <time dateTime={post.createdTime}>
            {date(post.createdTime, { day: 'numeric', month: 'short', year: 'numeric' })}
          </time>
        </Text>
      </Stack>
    </Group>
  );
}
