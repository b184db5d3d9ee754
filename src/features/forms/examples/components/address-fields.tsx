import { AddressFields as SharedAddressFields } from '@/components/address/address-fields';
import { brazilianStateNames } from '@/lib/brazilian-states';
import type { InputProps } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import type { AddressValues } from '../types/fields';

type TextField = Exclude<keyof AddressValues, 'state'>;

interface AddressFieldsProps {
  /** A text field's input (`(field) => form.getInputProps(\`address.${field}\`)`). */
  input: (field: TextField) => InputProps<string>;
  /** The UF's select. */
  state: InputProps<AddressValues['state']>;
}

/** The shared address grid, with a district, in the words of the `forms` namespace. */
export function AddressFields({ input, state }: AddressFieldsProps) {
  const { t } = useTranslation('forms');
  return (
    <SharedAddressFields
      input={input}
      district={input('district')}
      state={state}
      words={{
        cep: t('address.cep'),
        cepPlaceholder: t('address.cepPlaceholder'),
        street: t('address.street'),
        number: t('address.number'),
        numberPlaceholder: t('address.numberPlaceholder'),
        complement: t('address.complement'),
        complementPlaceholder: t('address.complementPlaceholder'),
        district: t('address.district'),
        city: t('address.city'),
        state: t('address.state'),
        statePlaceholder: t('address.statePlaceholder'),
        noState: t('address.noState'),
        stateOption: (code) => t('address.stateOption', { code, name: brazilianStateNames[code] }),
      }}
    />
  );
}
