import { Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Briefcase, House } from 'lucide-react';
import { bidiPart } from '@/components/bidi/bidi';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { brazilianStateNames, brazilianStates } from '@/lib/brazilian-states';
import { useZodForm } from '@/lib/form';
import { cepMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import type { ExampleBodyProps } from '../examples';
import { addAddressSchema, addressKinds, type AddAddressValues } from '../types';
import classes from './add-address-form.module.css';
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

/** "Adicionar novo endereço": CEP through its mask, street, number, city, one of the 27 UFs. */
export default function AddAddressForm({ onDone }: ExampleBodyProps) {
  const { t } = useTranslation('modal-examples');
  const form = useZodForm<typeof addAddressSchema, AddAddressValues>(addAddressSchema, {
    initialValues: blank,
  });
  const states = brazilianStates.map((code) => ({
    value: code,
    label: t('address.stateOption', { code, name: brazilianStateNames[code] }),
  }));
  const auto = bidiPart('input');
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
        <div className={classes.fields}>
          <TextInput
            className={classes.short}
            label={t('address.cep')}
            placeholder={t('address.cepPlaceholder')}
            withAsterisk
            data-autofocus
            autoComplete="postal-code"
            dir="ltr"
            {...withMask(cepMask, form.getInputProps('cep'))}
          />
          <TextInput
            className={classes.long}
            label={t('address.street')}
            withAsterisk
            autoComplete="address-line1"
            {...auto}
            {...form.getInputProps('street')}
          />
          <TextInput
            className={classes.short}
            label={t('address.number')}
            withAsterisk
            autoComplete="off"
            {...auto}
            {...form.getInputProps('number')}
          />
          <TextInput
            className={classes.long}
            label={t('address.complement')}
            placeholder={t('address.complementPlaceholder')}
            autoComplete="address-line2"
            {...auto}
            {...form.getInputProps('complement')}
          />
          <TextInput
            className={classes.half}
            label={t('address.city')}
            withAsterisk
            autoComplete="address-level2"
            {...auto}
            {...form.getInputProps('city')}
          />
          <Select
            className={classes.half}
            label={t('address.state')}
            placeholder={t('address.statePlaceholder')}
            withAsterisk
            searchable
            openOnFocus={false}
            data={states}
            nothingFoundMessage={t('address.noState')}
            {...form.getInputProps('state')}
          />
        </div>
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
