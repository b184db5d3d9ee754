import { Stack, Switch, Text } from '@mantine/core';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { cardBrand, cardBrandNames, cardDigits } from '@/lib/form/card';
import { useTranslation } from '@/lib/i18n-react';
import type { ExampleBodyProps } from '../examples';
import { addCardSchema } from '../types';
import { CardInputs } from './card-inputs';

/** "Adicionar novo cartão": number (Luhn-checked), holder, expiry not past, code; primary or not. */
export default function AddCardForm({ onDone }: ExampleBodyProps) {
  const { t } = useTranslation('modal-examples');
  const form = useZodForm(addCardSchema, {
    initialValues: { number: '', holder: '', expiry: '', cvv: '', primary: false },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((card) => {
        const brand = cardBrand(card.number);
        toast.success(
          t('toasts.cardChecked', {
            brand: brand ? cardBrandNames[brand] : t('card.aCard'),
            last4: cardDigits(card.number).slice(-4),
          }),
        );
        onDone();
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('card.hint')}
        </Text>
        <CardInputs
          firstField
          number={form.getInputProps('number')}
          holder={form.getInputProps('holder')}
          expiry={form.getInputProps('expiry')}
          cvv={form.getInputProps('cvv')}
        />
        <Switch
          label={t('card.primary')}
          {...form.getInputProps('primary', { type: 'checkbox' })}
        />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onDone}
          submitLabel={t('card.submit')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
