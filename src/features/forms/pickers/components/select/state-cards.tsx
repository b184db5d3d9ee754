import { MultiSelect, Select } from '@mantine/core';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { regions, type SelectOption } from '../../types';
import { Chosen } from '../chosen';
import { accentBlindFilter } from './option-filter';
import { WithStates } from './with-states';

const labelOf = (states: readonly SelectOption[], value: string | null) =>
  states.find((state) => state.value === value)?.label ?? null;

const items = (states: readonly SelectOption[]) =>
  states.map(({ value, label }) => ({ value, label }));

/** The most plain select: one state, picked from the list. */
export function BasicSelectCard() {
  const { t } = useTranslation('form-pickers');
  const [value, setValue] = useState<string | null>('MG');
  return (
    <TitledCard title={t('select.basic.title')} text={t('select.basic.text')}>
      <WithStates>
        {(states) => (
          <>
            <Select
              label={t('select.state')}
              placeholder={t('select.statePlaceholder')}
              data={items(states)}
              value={value}
              onChange={setValue}
              allowDeselect={false}
            />
            <Chosen value={labelOf(states, value)} />
          </>
        )}
      </WithStates>
    </TitledCard>
  );
}

/** Typing narrows the list, blind to accents ("sao" finds São Paulo); a button clears it. */
export function SearchableSelectCard() {
  const { t } = useTranslation('form-pickers');
  const [value, setValue] = useState<string | null>(null);
  return (
    <TitledCard title={t('select.searchable.title')} text={t('select.searchable.text')}>
      <WithStates>
        {(states) => (
          <>
            <Select
              label={t('select.state')}
              placeholder={t('select.searchPlaceholder')}
              data={items(states)}
              value={value}
              onChange={setValue}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': t('clear') }}
              filter={accentBlindFilter}
              nothingFoundMessage={t('noResults')}
              leftSection={<MapPin size={16} aria-hidden="true" />}
            />
            <Chosen value={labelOf(states, value)} />
          </>
        )}
      </WithStates>
    </TitledCard>
  );
}

/** The states under their regions' names, north to south. */
export function GroupedSelectCard() {
  const { t } = useTranslation('form-pickers');
  const [value, setValue] = useState<string | null>('BA');
  return (
    <TitledCard title={t('select.grouped.title')} text={t('select.grouped.text')}>
      <WithStates>
        {(states) => (
          <>
            <Select
              label={t('select.state')}
              placeholder={t('select.statePlaceholder')}
              data={regions.map((region) => ({
                group: t(`regions.${region}`),
                items: items(states.filter((state) => state.group === region)),
              }))}
              value={value}
              onChange={setValue}
              searchable
              filter={accentBlindFilter}
              nothingFoundMessage={t('noResults')}
              maxDropdownHeight={280}
            />
            <Chosen value={labelOf(states, value)} />
          </>
        )}
      </WithStates>
    </TitledCard>
  );
}

const MAX_STATES = 3;

/** Several states, at most three; a picked one leaves the list. */
export function MultiSelectCard() {
  const { t } = useTranslation('form-pickers');
  const [values, setValues] = useState<string[]>(['SP', 'PR']);
  return (
    <TitledCard title={t('select.multi.title')} text={t('select.multi.text')}>
      <WithStates>
        {(states) => (
          <>
            <MultiSelect
              label={t('select.multi.label')}
              description={t('select.multi.hint', { count: values.length, max: MAX_STATES })}
              placeholder={values.length < MAX_STATES ? t('select.searchPlaceholder') : undefined}
              data={items(states)}
              value={values}
              onChange={setValues}
              maxValues={MAX_STATES}
              hidePickedOptions
              searchable
              clearable
              clearButtonProps={{ 'aria-label': t('clear') }}
              filter={accentBlindFilter}
              nothingFoundMessage={t('noResults')}
            />
            <Chosen value={values.map((value) => labelOf(states, value) ?? value)} />
          </>
        )}
      </WithStates>
    </TitledCard>
  );
}
