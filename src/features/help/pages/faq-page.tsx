import { Box, Stack } from '@mantine/core';
import * as z from 'zod/mini';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { urlParam } from '@/lib/url-params';
import { useUrlParams } from '@/lib/use-url-params';
import { helpSearch, useFaq } from '../api';
import { FaqContact } from '../components/faq-contact';
import { FaqGroups, FaqGroupsSkeleton } from '../components/faq-groups';
import { HelpHero } from '../components/help-hero';
import { SearchEmpty } from '../components/search-empty';

export const namespaces = ['help'] as const;

/** The open group (`?group=entrega`); the first one when absent or filtered out. */
const faqParams = { group: urlParam(z.string(), '') };

/** `/pages/faq?q=&group=`: the questions, searched by question or answer, group by group. */
export default function FaqPage() {
  const { t } = useTranslation('help');
  const search = useListState(helpSearch);
  const [route, setRoute] = useUrlParams(faqParams);
  const query = useFaq(search.params.q);

  let body;
  if (query.data && query.data.length > 0) {
    body = (
      <Box aria-busy={query.isPlaceholderData || undefined}>
        <FaqGroups
          groups={query.data}
          active={route.group}
          onChange={(group) => setRoute({ group })}
        />
      </Box>
    );
  } else if (query.data) {
    body = (
      <SearchEmpty
        title={t('faq.empty.title')}
        text={t('faq.empty.text', { query: search.params.q })}
        onClear={search.reset}
      />
    );
  } else if (query.isError) {
    body = (
      <QueryError
        error={query.error}
        title={t('faq.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <FaqGroupsSkeleton />;
  }

  return (
    <Stack gap="xl">
      <HelpHero
        title={t('faq.hero.title')}
        subtitle={t('faq.hero.subtitle')}
        searchLabel={t('faq.hero.searchLabel')}
        placeholder={t('faq.hero.placeholder')}
        value={search.q}
        onChange={search.setQ}
      />
      {body}
      <FaqContact />
    </Stack>
  );
}
