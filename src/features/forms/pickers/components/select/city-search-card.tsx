import { Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useCitySearch } from '../../api';
import type { SelectOption } from '../../types';
import { Chosen } from '../chosen';
import { serverFiltered } from './option-filter';

/** How long typing pauses before the search is asked (the lists' own pause). */
export const SEARCH_PAUSE_MS = 300;

const cityLabel = (city: SelectOption) => `${city.label} (${city.group})`;

/**
 * A select that asks the server as you type (`GET /api/select/data?list=cities&q=…`): a
 * pause of 300 ms, then one call; a spinner while it runs, "Nenhum resultado" when nothing
 * matches, and how many cities match under the field.
 */
export function CitySearchCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<SelectOption | null>(null);
  // Once a city is picked the field shows its name: that is no search, the list starts over.
  const typed = picked && search === cityLabel(picked) ? '' : search.trim();
  const [q] = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const cities = useCitySearch(q);
  const waiting = typed !== q || cities.isFetching;
  const found = cities.data?.options ?? [];
  // Until something else is typed, the picked city stays among the options.
  const options =
    picked && typed === '' && !found.some((city) => city.value === picked.value) ? [picked] : [];
  const data = [...options, ...found].map((city) => ({
    value: city.value,
    label: cityLabel(city),
  }));

  return (
    <TitledCard title={t('select.async.title')} text={t('select.async.text')}>
      <Select
        label={t('select.async.label')}
        placeholder={t('select.async.placeholder')}
        data={data}
        value={picked?.value ?? null}
        onChange={(value) =>
          setPicked([...options, ...found].find((city) => city.value === value) ?? null)
        }
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={serverFiltered}
        clearable
        clearButtonProps={{ 'aria-label': t('clear') }}
        nothingFoundMessage={waiting ? t('searching') : t('noResults')}
        leftSection={<Building2 size={16} aria-hidden="true" />}
        rightSection={waiting ? <Loader size={16} aria-hidden="true" /> : undefined}
        aria-busy={waiting}
      />
      {cities.isError ? (
        <QueryError
          error={cities.error}
          title={t('select.async.failed')}
          onRetry={() => void cities.refetch()}
        />
      ) : (
        <Text size="xs" c="dimmed" mt={4} aria-live="polite">
          {waiting
            ? t('searching')
            : cities.data &&
              t('select.async.count', {
                count: cities.data.total,
                shown: format.number(found.length),
                total: format.number(cities.data.total),
              })}
        </Text>
      )}
      <Chosen value={picked && cityLabel(picked)} />
    </TitledCard>
  );
}
