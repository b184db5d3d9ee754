import { Button, Stack } from '@mantine/core';
import { Can } from '@casl/react';
import { Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { QueryError } from '@/components/query-state/query-error';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import { useBlogDetail } from '../api';
import { BlogSidebar } from '../components/blog-sidebar';
import classes from '../components/blog.module.css';
import { PostArticle } from '../components/post-article';
import { PostComments } from '../components/post-comments';
import { FirstPostRedirect, PostNotFound, PostSkeleton } from '../components/post-states';
import { SidebarSearchForm } from '../components/sidebar-search-form';
import { blogPaths } from '../paths';

export const namespaces = ['blog'] as const;

/**
 * `/pages/blog/detail/:id`: one post (its HTML through SafeHtml), share, its comments and the
 * form to add one; "Editar" for those who may change pages. Without an id: the newest post.
 */
export default function BlogDetailPage() {
  const { id } = useParams();
  if (id === undefined) return <FirstPostRedirect to={blogPaths.detail} />;
  return <PostView key={id} id={id} />;
}

function PostView({ id }: { id: string }) {
  const { t } = useTranslation('blog');
  const valid = /^\d+$/.test(id);
  const query = useBlogDetail(valid ? Number(id) : null);
  const detail = query.data;
  const title = detail?.blog.title ?? t('detail.pageTitle');

  let body;
  if (!valid || (isApiError(query.error) && query.error.status === 404)) {
    body = <PostNotFound id={id} />;
  } else if (detail) {
    body = (
      <>
        <PostArticle blog={detail.blog} />
        <PostComments detail={detail} />
      </>
    );
  } else if (query.isError) {
    body = (
      <QueryError
        error={query.error}
        title={t('detail.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <PostSkeleton />;
  }

  return (
    <Stack gap={0}>
      <PageHeader
        title={title}
        crumbs={[{ label: t('list.pageTitle'), to: blogPaths.list }, { label: title }]}
        actions={
          detail && (
            <Can I="update" a="Page">
              <Button
                component={Link}
                to={blogPaths.edit(detail.blog.id)}
                variant="light"
                leftSection={<Pencil size={16} aria-hidden="true" />}
              >
                {t('detail.edit')}
              </Button>
            </Can>
          )
        }
      />
      <div className={classes.frame}>
        <div className={classes.layout}>
          <div className={classes.main}>{body}</div>
          <BlogSidebar
            search={<SidebarSearchForm />}
            categoryHref={(category) => blogPaths.listWith({ category })}
          />
        </div>
      </div>
    </Stack>
  );
}
