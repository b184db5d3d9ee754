import { Group, Radio, Stack, TextInput } from '@mantine/core';
import { AddressFields } from '@/components/address/address-fields';
import { FormActions } from '@/components/form-actions/form-actions';
import { FormFailure, useFormFailure } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { phoneMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import { useAddAddress } from '../../checkout-api';
import {
  addressFieldsSchema,
  addressKinds,
  brazilianStateSchema,
  type Address,
  type AddressFields as AddressFieldValues,
  type BrazilianState,
} from '../../checkout-types';

/** The form's values: the state starts unchosen. */
type AddressValues = Omit<AddressFieldValues, 'state'> & { state: BrazilianState | null };

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
 * A new delivery address (the drawer's lazy piece): who receives it and their phone (through
 * its mask), then the shared address grid; errors beside the fields. A failed save keeps
 * every value and says why above them.
 */
export default function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const save = useAddAddress();
  const failure = useFormFailure();
  const form = useZodForm<typeof addressFieldsSchema, AddressValues>(addressFieldsSchema, {
    initialValues: blank,
  });

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
        <TextInput
          label={t('address.fields.phone')}
          placeholder={t('address.phonePlaceholder')}
          withAsterisk
          type="tel"
          autoComplete="tel-national"
          {...withMask(phoneMask, form.getInputProps('phone'))}
        />
        <AddressFields
          input={(field) => form.getInputProps(field)}
          district={form.getInputProps('district')}
          state={{
            ...form.getInputProps('state'),
            value: form.values.state,
            onChange: (value) => {
              const parsed = brazilianStateSchema.safeParse(value);
              form.setFieldValue('state', parsed.success ? parsed.data : null);
            },
          }}
          words={{
            cep: t('address.fields.cep'),
            cepPlaceholder: t('address.cepPlaceholder'),
            street: t('address.fields.street'),
            number: t('address.fields.number'),
            complement: t('address.fields.complement'),
            district: t('address.fields.district'),
            city: t('address.fields.city'),
            state: t('address.fields.state'),
            statePlaceholder: t('address.statePlaceholder'),
            stateOption: (code) => t('address.stateOption', { code, name: t(`states.${code}`) }),
          }}
        />
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
