import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { bidiPart } from '@/components/bidi/bidi';
import { toast } from '@/components/toast';
import { brazilianStateNames } from '@/lib/brazilian-states';
import { useZodForm } from '@/lib/form';
import { phoneMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import { blankDelivery, deliverySchema, type DeliveryValues } from '../../types/layout';
import { AddressFields } from '../address-fields';

/**
 * Multi-column: who receives an order and where, in as many columns as the card holds (one
 * on a phone). A valid address stays shown, as a saved one would.
 */
export function DeliveryForm() {
  const { t } = useTranslation('forms');
  const form = useZodForm<typeof deliverySchema, DeliveryValues>(deliverySchema, {
    initialValues: blankDelivery(),
  });
  const auto = bidiPart('input');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ recipient, address }) =>
        toast.success(
          t('layout.delivery.saved', {
            name: recipient,
            city: address.city,
            state: brazilianStateNames[address.state],
          }),
        ),
      )}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('layout.delivery.recipient')}
            withAsterisk
            autoComplete="name"
            {...auto}
            {...form.getInputProps('recipient')}
          />
          <TextInput
            label={t('layout.delivery.phone')}
            placeholder={t('layout.customer.phonePlaceholder')}
            type="tel"
            withAsterisk
            autoComplete="tel-national"
            {...withMask(phoneMask, form.getInputProps('phone'))}
          />
        </SimpleGrid>
        <AddressFields
          input={(field) => form.getInputProps(`address.${field}` as const)}
          state={form.getInputProps('address.state')}
        />
        <Textarea
          label={t('layout.delivery.instructions')}
          placeholder={t('layout.delivery.instructionsPlaceholder')}
          autosize
          minRows={2}
          maxRows={5}
          {...auto}
          {...form.getInputProps('instructions')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('layout.delivery.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
