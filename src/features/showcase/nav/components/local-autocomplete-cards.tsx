import { Autocomplete, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Clapperboard, MapPin, Tags } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useAllFilms } from '../api';
import { accentBlindFilter } from '../option-filter';
import { Highlighted } from './highlighted';

/** The festival's cities, by region (names of places: the same in every language). */
const festivalCities = {
  north: ['Belém', 'Manaus', 'Porto Velho'],
  northeast: ['Fortaleza', 'Recife', 'Salvador', 'São Luís'],
  centerWest: ['Brasília', 'Cuiabá', 'Goiânia'],
  southeast: ['Belo Horizonte', 'Rio de Janeiro', 'São Paulo', 'Vitória'],
  south: ['Curitiba', 'Florianópolis', 'Porto Alegre'],
} as const;
const regions = Object.keys(festivalCities) as (keyof typeof festivalCities)[];

function Chosen({ value }: { value: string }) {
  const { t } = useTranslation('components-nav');
  return (
    <Text size="sm" mt="xs" aria-live="polite">
      {value.trim() ? t('autocomplete.typed', { value }) : t('autocomplete.nothingTyped')}
    </Text>
  );
}

/** Suggestions grouped under their region's name, filtered in the page. */
export function GroupedAutocompleteCard() {
  const { t } = useTranslation('components-nav');
  const [value, setValue] = useState('');
  const data = regions.map((region) => ({
    group: t(`autocomplete.grouped.regions.${region}`),
    items: [...festivalCities[region]],
  }));
  return (
    <TitledCard title={t('autocomplete.grouped.title')} text={t('autocomplete.grouped.text')}>
      <Autocomplete
        label={t('autocomplete.grouped.label')}
        placeholder={t('autocomplete.grouped.placeholder')}
        data={data}
        value={value}
        onChange={setValue}
        filter={accentBlindFilter}
        leftSection={<MapPin size={16} aria-hidden="true" />}
        renderOption={({ option }) => <Highlighted text={option.value} query={value} />}
        clearable
        clearButtonProps={{ 'aria-label': t('autocomplete.clear') }}
      />
      <Chosen value={value} />
    </TitledCard>
  );
}

/** The 100 films loaded once, filtered in the page, five suggestions at most. */
export function LimitedAutocompleteCard() {
  const { t } = useTranslation('components-nav');
  const [value, setValue] = useState('');
  const films = useAllFilms();
  const titles = films.data?.autoComplete.map((film) => film.title) ?? [];
  return (
    <TitledCard title={t('autocomplete.limit.title')} text={t('autocomplete.limit.text')}>
      <Autocomplete
        label={t('autocomplete.limit.label')}
        placeholder={
          films.isPending ? t('autocomplete.loading') : t('autocomplete.limit.placeholder')
        }
        data={titles}
        limit={5}
        value={value}
        onChange={setValue}
        filter={accentBlindFilter}
        leftSection={<Clapperboard size={16} aria-hidden="true" />}
        rightSection={films.isPending ? <Loader size={16} aria-hidden="true" /> : undefined}
        renderOption={({ option }) => <Highlighted text={option.value} query={value} />}
        aria-busy={films.isPending}
      />
      {films.isError && (
        <QueryError
          error={films.error}
          title={t('autocomplete.failed')}
          onRetry={() => void films.refetch()}
        />
      )}
      <Chosen value={value} />
    </TitledCard>
  );
}

/** Sizes, an icon, a clear button, an error and a disabled field, on the same genres. */
export function AutocompleteStatesCard() {
  const { t } = useTranslation('components-nav');
  const genres = t('autocomplete.states.genres', { returnObjects: true });
  const common = {
    data: genres,
    filter: accentBlindFilter,
    placeholder: t('autocomplete.states.placeholder'),
  };
  return (
    <TitledCard title={t('autocomplete.states.title')} text={t('autocomplete.states.text')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Autocomplete
            {...common}
            size="xs"
            label={t('autocomplete.states.small')}
            leftSection={<Tags size={14} aria-hidden="true" />}
          />
          <Autocomplete
            {...common}
            size="lg"
            label={t('autocomplete.states.large')}
            defaultValue={genres[0]}
            clearable
            clearButtonProps={{ 'aria-label': t('autocomplete.clear') }}
          />
          <Autocomplete
            {...common}
            label={t('autocomplete.states.invalid')}
            defaultValue={t('autocomplete.states.invalidValue')}
            error={t('autocomplete.states.invalidError')}
          />
          <Autocomplete
            {...common}
            label={t('autocomplete.states.disabled')}
            defaultValue={genres[1]}
            disabled
          />
        </SimpleGrid>
      </Stack>
    </TitledCard>
  );
}
