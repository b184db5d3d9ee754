import { Badge, SimpleGrid, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { CreditCard } from 'lucide-react';
import type { ZodForm } from '@/lib/form';
import { cardBrand, cardBrandNames } from '@/lib/form/card';
import { cardCvvMask, cardExpiryMask, cardNumberMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import type { CardFields as CardValues } from '../../checkout-types';

/**
 * A card's fields: number (groups of four, its brand shown as it is recognised), holder,
 * expiry `MM/AA` and security code, each through its mask, errors beside them.
 */
export function CardFields({ form }: { form: ZodForm<CardValues> }) {
  const { t } = useTranslation('checkout');
  const brand = cardBrand(form.values.number);
  return (
    <Stack gap="md">
      <TextInput
        label={t('payment.card.number')}
        placeholder={t('payment.card.numberPlaceholder')}
        withAsterisk
        autoComplete="cc-number"
        leftSection={<CreditCard size={16} aria-hidden="true" />}
        rightSectionWidth="auto"
        rightSection={
          brand && (
            <Badge variant="light" me="xs" aria-hidden="true">
              {cardBrandNames[brand]}
            </Badge>
          )
        }
        {...withMask(cardNumberMask, form.getInputProps('number'))}
      />
      <VisuallyHidden aria-live="polite">
        {brand ? t('payment.card.brand', { brand: cardBrandNames[brand] }) : ''}
      </VisuallyHidden>
      <TextInput
        label={t('payment.card.holder')}
        description={t('payment.card.holderHint')}
        withAsterisk
        autoComplete="cc-name"
        {...form.getInputProps('holder')}
      />
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label={t('payment.card.expiry')}
          placeholder={t('payment.card.expiryPlaceholder')}
          withAsterisk
          autoComplete="cc-exp"
          {...withMask(cardExpiryMask, form.getInputProps('expiry'))}
        />
        <TextInput
          label={t('payment.card.cvv')}
          description={t('payment.card.cvvHint')}
          withAsterisk
          autoComplete="cc-csc"
          {...withMask(cardCvvMask, form.getInputProps('cvv'))}
        />
      </SimpleGrid>
    </Stack>
  );
}
