import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { normalizeText } from '@/lib/list-query';
import { useListState } from '@/lib/use-list-state';
import { helpSearch, useKbCards } from '../api';
import { HelpHero } from '../components/help-hero';
import { KbCardGrid, KbCardGridSkeleton } from '../components/kb-card-grid';
import { SearchEmpty } from '../components/search-empty';
import type { KbCard } from '../types';

export const namespaces = ['help'] as const;

/** The cards whose title or description holds `q`, accent- and case-blind. */
function matching(cards: readonly KbCard[], q: string): readonly KbCard[] {
  const needle = normalizeText(q.trim());
  if (!needle) return cards;
  return cards.filter((card) => normalizeText(`${card.title}\n${card.desc}`).includes(needle));
}

/** `/pages/knowledge-base?q=`: the six categories, searched here by title and description. */
export default function KnowledgeBasePage() {
  const { t } = useTranslation('help');
  const search = useListState(helpSearch);
  const query = useKbCards();
  const cards = useMemo(
    () => (query.data ? matching(query.data, search.q) : undefined),
    [query.data, search.q],
  );

  let body;
  if (cards && cards.length > 0) {
    body = <KbCardGrid cards={cards} />;
  } else if (cards) {
    body = (
      <SearchEmpty
        title={t('kb.empty.title')}
        text={t('kb.empty.text', { query: search.q.trim() })}
        onClear={search.reset}
        order={3}
      />
    );
  } else if (query.isError) {
    body = (
      <QueryError
        error={query.error}
        title={t('kb.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <KbCardGridSkeleton />;
  }

  return (
    <Stack gap="xl">
      <HelpHero
        title={t('kb.hero.title')}
        subtitle={t('kb.hero.subtitle')}
        searchLabel={t('kb.hero.searchLabel')}
        placeholder={t('kb.hero.placeholder')}
        value={search.q}
        onChange={search.setQ}
      />
      <Stack component="section" gap="md" aria-labelledby="kb-categories-title">
        <Title order={2} fz="h4" id="kb-categories-title">
          {t('kb.categoriesTitle')}
        </Title>
        {body}
      </Stack>
    </Stack>
  );
}
