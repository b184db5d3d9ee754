import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useFilmSearch } from '../api';
import type { AutocompleteEntry } from '../types';
import { Highlighted } from './highlighted';

/** How long typing pauses before the search is asked (the lists' own pause). */
export const SEARCH_PAUSE_MS = 300;

/**
 * An autocomplete that asks the server as you type (`GET /api/autocomplete/data?q=…`): a
 * pause, then one call, a spinner meanwhile; the suggestions by rank with the typed part
 * marked; arrows and Enter pick one; "Nenhum resultado para “…”" when nothing matches.
 */
export function FilmSearchCard() {
  const { t } = useTranslation('components-nav');
  const format = useFormat();
  const [value, setValue] = useState('');
  const [picked, setPicked] = useState<AutocompleteEntry | null>(null);
  const typed = value.trim();
  const [q] = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const films = useFilmSearch(q);
  const waiting = typed !== q || films.isFetching;
  const found = films.data?.autoComplete ?? [];
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const rank = (film: AutocompleteEntry) =>
    t('autocomplete.rank', { rank: format.number(film.rank) });

  const status = waiting
    ? t('autocomplete.searching')
    : films.data && films.data.total === 0
      ? t('autocomplete.search.none')
      : films.data &&
        t('autocomplete.search.count', {
          count: films.data.total,
          shown: format.number(found.length),
          total: format.number(films.data.total),
        });

  return (
    <TitledCard title={t('autocomplete.search.title')} text={t('autocomplete.search.text')}>
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const film = found.find((candidate) => String(candidate.id) === id);
          if (film) {
            setValue(film.title);
            setPicked(film);
          }
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <TextInput
            label={t('autocomplete.search.label')}
            placeholder={t('autocomplete.search.placeholder')}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setPicked(null);
              combobox.resetSelectedOption();
              combobox.openDropdown();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            leftSection={<Clapperboard size={16} aria-hidden="true" />}
            rightSection={waiting ? <Loader size={16} aria-hidden="true" /> : undefined}
            aria-busy={waiting}
            autoComplete="off"
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options aria-label={t('autocomplete.search.suggestions')}>
            {found.map((film) => (
              <Combobox.Option value={String(film.id)} key={film.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" span>
                    <Highlighted text={film.title} query={typed} />
                  </Text>
                  <Text size="xs" c="dimmed" span style={{ whiteSpace: 'nowrap' }}>
                    {rank(film)}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
            {found.length === 0 && (
              <Combobox.Empty>
                {waiting || !films.data
                  ? t('autocomplete.searching')
                  : t('autocomplete.noResults', { q: typed })}
              </Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {films.isError ? (
        <QueryError
          error={films.error}
          title={t('autocomplete.failed')}
          onRetry={() => void films.refetch()}
        />
      ) : (
        <Text size="xs" c="dimmed" mt={4} aria-live="polite">
          {status}
        </Text>
      )}
      <Text size="sm" mt="xs" aria-live="polite">
        {picked
          ? t('autocomplete.chosen', { value: `${picked.title} (${rank(picked)})` })
          : t('autocomplete.nothingChosen')}
      </Text>
    </TitledCard>
  );
}
