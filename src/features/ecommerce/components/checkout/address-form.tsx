import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormActions } from '@/components/form-actions/form-actions';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { cepMask, phoneMask, withMask } from '@/lib/form/masks';
import { brazilianStates } from '@/lib/brazilian-states';
import { useTranslation } from '@/lib/i18n-react';
import { useAddAddress } from '../../checkout-api';
import {
  addressFieldsSchema,
  addressKinds,
  brazilianStateSchema,
  type Address,
  type AddressFields,
  type BrazilianState,
} from '../../checkout-types';

/** The form's values: the state starts unchosen. */
type AddressValues = Omit<AddressFields, 'state'> & { state: BrazilianState | null };

const blank: AddressValues = {
  fullName: '',
  phone: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: null,
  kind: 'home',
};

/** A field the API refused (a 400 naming it), said in the words of its own rule. */
const refusedKeys = {
  fullName: 'checkout:validation.fullNameRequired',
  phone: 'checkout:validation.phone',
  cep: 'checkout:validation.cep',
  street: 'checkout:validation.streetRequired',
  number: 'checkout:validation.numberRequired',
  complement: 'checkout:validation.tooLong',
  district: 'checkout:validation.districtRequired',
  city: 'checkout:validation.cityRequired',
  state: 'checkout:validation.state',
} as const;

interface AddressFormProps {
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/**
 * A new delivery address (the drawer's lazy piece): phone and CEP typed through their masks,
 * the 27 states by code and name, errors beside the fields. A failed save keeps every value
 * and says why above them.
 */
export default function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const save = useAddAddress();
  const failure = useFormFailure();
  const form = useZodForm<typeof addressFieldsSchema, AddressValues>(addressFieldsSchema, {
    initialValues: blank,
  });
  const states = brazilianStates.map((code) => ({
    value: code,
    label: t('address.stateOption', { code, name: t(`states.${code}`) }),
  }));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (fields) => {
        failure.clear();
        try {
          const { address } = await save.mutateAsync(fields);
          toast.success(t('address.saved'));
          onSaved(address);
        } catch (error) {
          failure.show(error, (refused) => form.setServerErrors(refused, refusedKeys));
        }
      })}
    >
      <Stack gap="md">
        <FormFailure error={failure.error} title={t('address.saveFailed')} />
        <TextInput
          label={t('address.fields.fullName')}
          withAsterisk
          autoComplete="name"
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('address.fields.phone')}
            placeholder={t('address.phonePlaceholder')}
            withAsterisk
            type="tel"
            autoComplete="tel-national"
            {...withMask(phoneMask, form.getInputProps('phone'))}
          />
          <TextInput
            label={t('address.fields.cep')}
            placeholder={t('address.cepPlaceholder')}
            withAsterisk
            autoComplete="postal-code"
            {...withMask(cepMask, form.getInputProps('cep'))}
          />
        </SimpleGrid>
        <TextInput
          label={t('address.fields.street')}
          withAsterisk
          autoComplete="address-line1"
          {...form.getInputProps('street')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('address.fields.number')}
            withAsterisk
            {...form.getInputProps('number')}
          />
          <TextInput
            label={t('address.fields.complement')}
            autoComplete="address-line2"
            {...form.getInputProps('complement')}
          />
        </SimpleGrid>
        <TextInput
          label={t('address.fields.district')}
          withAsterisk
          {...form.getInputProps('district')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('address.fields.city')}
            withAsterisk
            autoComplete="address-level2"
            {...form.getInputProps('city')}
          />
          <Select
            label={t('address.fields.state')}
            placeholder={t('address.statePlaceholder')}
            withAsterisk
            searchable
            data={states}
            autoComplete="address-level1"
            {...form.getInputProps('state')}
            value={form.values.state}
            onChange={(value) => {
              const parsed = brazilianStateSchema.safeParse(value);
              form.setFieldValue('state', parsed.success ? parsed.data : null);
            }}
          />
        </SimpleGrid>
        <Radio.Group label={t('address.fields.kind')} {...form.getInputProps('kind')}>
          <Group gap="lg" mt="xs">
            {addressKinds.map((kind) => (
              <Radio key={kind} value={kind} label={t(`address.kinds.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
        <FormActions
          cancelLabel={t('address.cancel')}
          onCancel={onCancel}
          submitLabel={t('address.save')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
