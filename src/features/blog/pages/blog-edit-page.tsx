import { useParams } from 'react-router';
import { QueryError } from '@/components/query-state/query-error';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import { useBlogEdit } from '../api';
import { PostEditForm } from '../components/post-edit-form';
import { FirstPostRedirect, PostNotFound, PostSkeleton } from '../components/post-states';
import { blogPaths } from '../paths';

// `editor`: the rich-text editor's toolbar (its code loads with the form, not here).
export const namespaces = ['blog', 'editor'] as const;

/**
 * `/pages/blog/edit/:id`: a post's title, slug, categories, status, content, excerpt and
 * picture, saved and then shown on its page. Without an id: the newest post.
 */
export default function BlogEditPage() {
  const { id } = useParams();
  if (id === undefined) return <FirstPostRedirect to={blogPaths.edit} />;
  return /^\d+$/.test(id) ? <EditPost key={id} id={Number(id)} /> : <PostNotFound id={id} />;
}

function EditPost({ id }: { id: number }) {
  const { t } = useTranslation('blog');
  const query = useBlogEdit(id);
  // The form starts from the post as first read; a refetch after a save does not reset it.
  if (query.data) return <PostEditForm post={query.data} />;
  if (isApiError(query.error) && query.error.status === 404)
    return <PostNotFound id={String(id)} />;
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        title={t('edit.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PostSkeleton />;
}
