import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader, type Crumb } from '@/components/page-header/page-header';
import { QueryError } from '@/components/query-state/query-error';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import { useKbArticle, useKbCards } from '../api';
import { KbArticleSkeleton, KbArticleView } from '../components/kb-article';
import { NotFoundState } from '../components/not-found-state';
import { helpPaths } from '../paths';

export const namespaces = ['help'] as const;

/** `/pages/knowledge-base/:category/:question`: one article and its related questions. */
export default function KnowledgeBaseQuestionPage() {
  const { category = '', question = '' } = useParams();
  return <ArticleView key={`${category}/${question}`} category={category} question={question} />;
}

function ArticleView({ category, question }: { category: string; question: string }) {
  const { t } = useTranslation('help');
  const { t: tNav } = useTranslation('nav');
  const article = useKbArticle(category, question);
  const card = useKbCards().data?.find((item) => item.category === category);
  const title = article.data?.title ?? t('article.pageTitle');
  const back = card
    ? { to: helpPaths.category(category), label: t('article.back', { category: card.title }) }
    : { to: helpPaths.knowledgeBase, label: t('category.back') };

  const crumbs: Crumb[] = [
    { label: tNav('pages.knowledge-base'), to: helpPaths.knowledgeBase },
    ...(card ? [{ label: card.title, to: helpPaths.category(category) }] : []),
    { label: title },
  ];

  let body;
  if (article.data) {
    body = <KbArticleView article={article.data} category={category} back={back} />;
  } else if (isApiError(article.error) && article.error.status === 404) {
    body = (
      <NotFoundState
        title={t('article.notFound.title')}
        text={t('article.notFound.text', { question })}
        backTo={back.to}
        backLabel={back.label}
      />
    );
  } else if (article.isError) {
    body = (
      <QueryError
        error={article.error}
        title={t('article.loadFailed')}
        onRetry={() => void article.refetch()}
      />
    );
  } else {
    body = <KbArticleSkeleton />;
  }

  return (
    <Stack gap={0}>
      <PageHeader title={title} crumbs={crumbs} />
      {body}
    </Stack>
  );
}
