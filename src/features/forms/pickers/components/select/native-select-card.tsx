import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { regions } from '../../types';
import { Chosen } from '../chosen';
import { WithStates } from './with-states';

/** The browser's own select (its list on a phone is the system's), with the regions as groups. */
export function NativeSelectCard() {
  const { t } = useTranslation('form-pickers');
  const [value, setValue] = useState('');
  return (
    <TitledCard title={t('select.native.title')} text={t('select.native.text')}>
      <WithStates>
        {(states) => (
          <>
            <NativeSelect
              label={t('select.native.label')}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              data={[
                { value: '', label: t('select.statePlaceholder'), disabled: true },
                ...regions.map((region) => ({
                  group: t(`regions.${region}`),
                  items: states
                    .filter((state) => state.group === region)
                    .map((state) => ({ value: state.value, label: state.label })),
                })),
              ]}
            />
            <Chosen value={states.find((state) => state.value === value)?.label} />
          </>
        )}
      </WithStates>
    </TitledCard>
  );
}
