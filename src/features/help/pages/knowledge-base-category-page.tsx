import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { QueryError } from '@/components/query-state/query-error';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import { useKbCards, useKbCategory } from '../api';
import { BackLink } from '../components/back-link';
import { KbGroupGrid, KbGroupGridSkeleton } from '../components/kb-group-card';
import { NotFoundState } from '../components/not-found-state';
import { helpPaths } from '../paths';

export const namespaces = ['help'] as const;

/** `/pages/knowledge-base/:category`: the category's groups of questions. */
export default function KnowledgeBaseCategoryPage() {
  const { category = '' } = useParams();
  return <CategoryView key={category} slug={category} />;
}

function CategoryView({ slug }: { slug: string }) {
  const { t } = useTranslation('help');
  const { t: tNav } = useTranslation('nav');
  const groups = useKbCategory(slug);
  // The category's name is its card's: the home page's call, usually already answered.
  const card = useKbCards().data?.find((item) => item.category === slug);
  const title = card?.title ?? t('category.pageTitle');
  const home = tNav('pages.knowledge-base');

  let body;
  if (groups.data) {
    body = (
      <>
        <BackLink to={helpPaths.knowledgeBase} label={t('category.back')} />
        <KbGroupGrid category={slug} groups={groups.data} />
      </>
    );
  } else if (isApiError(groups.error) && groups.error.status === 404) {
    body = (
      <NotFoundState
        title={t('category.notFound.title')}
        text={t('category.notFound.text', { category: slug })}
        backTo={helpPaths.knowledgeBase}
        backLabel={t('category.back')}
      />
    );
  } else if (groups.isError) {
    body = (
      <QueryError
        error={groups.error}
        title={t('category.loadFailed')}
        onRetry={() => void groups.refetch()}
      />
    );
  } else {
    body = <KbGroupGridSkeleton />;
  }

  return (
    <Stack gap={0}>
      <PageHeader
        title={title}
        crumbs={[{ label: home, to: helpPaths.knowledgeBase }, { label: title }]}
      />
      <Stack gap="lg">{body}</Stack>
    </Stack>
  );
}
