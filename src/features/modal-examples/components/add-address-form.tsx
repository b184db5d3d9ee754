import { Stack, Switch, Text } from '@mantine/core';
import { Briefcase, House } from 'lucide-react';
import { AddressFields } from '@/components/address/address-fields';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { brazilianStateNames } from '@/lib/brazilian-states';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import type { ExampleBodyProps } from '../examples';
import { addAddressSchema, addressKinds, type AddAddressValues } from '../types';
import { ChoiceCards } from './choice-cards';

const blank: AddAddressValues = {
  cep: '',
  street: '',
  number: '',
  complement: '',
  city: '',
  state: null,
  kind: 'home',
  primary: false,
};

const kindIcons = { home: House, office: Briefcase };

/**
 * "Adicionar novo endereço": the shared address grid (no district), then its kind and whether
 * it is the primary one.
 */
export default function AddAddressForm({ onDone }: ExampleBodyProps) {
  const { t } = useTranslation('modal-examples');
  const form = useZodForm<typeof addAddressSchema, AddAddressValues>(addAddressSchema, {
    initialValues: blank,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((address) => {
        toast.success(t('toasts.addressChecked', { city: address.city, state: address.state }));
        onDone();
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('address.hint')}
        </Text>
        <AddressFields
          focusFirst
          input={(field) => form.getInputProps(field)}
          state={form.getInputProps('state')}
          words={{
            cep: t('address.cep'),
            cepPlaceholder: t('address.cepPlaceholder'),
            street: t('address.street'),
            number: t('address.number'),
            complement: t('address.complement'),
            complementPlaceholder: t('address.complementPlaceholder'),
            city: t('address.city'),
            state: t('address.state'),
            statePlaceholder: t('address.statePlaceholder'),
            noState: t('address.noState'),
            stateOption: (code) =>
              t('address.stateOption', { code, name: brazilianStateNames[code] }),
          }}
        />
        <ChoiceCards
          label={t('address.kind')}
          choices={addressKinds.map((value) => ({
            value,
            label: t(`address.kinds.${value}`),
            description: t(`address.kindHints.${value}`),
            icon: kindIcons[value],
          }))}
          input={form.getInputProps('kind')}
        />
        <Switch
          label={t('address.primary')}
          {...form.getInputProps('primary', { type: 'checkbox' })}
        />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onDone}
          submitLabel={t('address.submit')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
