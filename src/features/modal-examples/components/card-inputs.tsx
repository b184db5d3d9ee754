import { Badge, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CreditCard } from 'lucide-react';
import { bidiPart } from '@/components/bidi/bidi';
import type { InputProps } from '@/lib/form';
import { cardBrand, cardBrandNames } from '@/lib/form/card';
import { cardCvvMask, cardExpiryMask, cardNumberMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';

interface CardInputsProps {
  number: InputProps<string>;
  holder: InputProps<string>;
  expiry: InputProps<string>;
  cvv: InputProps<string>;
  /** Focus the number when the fields appear. */
  firstField?: boolean;
}

/**
 * A card's fields (the card modal and the wizard's billing step): the number in groups of
 * four with its brand as it is recognised, the holder, `MM/AA` and the code, each through its
 * mask, digits left to right in every language.
 */
export function CardInputs({ number, holder, expiry, cvv, firstField = false }: CardInputsProps) {
  const { t } = useTranslation('modal-examples');
  const brand = cardBrand(number.value);
  return (
    <Stack gap="md">
      <TextInput
        label={t('card.number')}
        placeholder={t('card.numberPlaceholder')}
        withAsterisk
        autoComplete="cc-number"
        data-autofocus={firstField || undefined}
        leftSection={<CreditCard size={16} aria-hidden="true" />}
        rightSection={
          brand && (
            <Badge size="sm" variant="light" miw="max-content">
              {cardBrandNames[brand]}
            </Badge>
          )
        }
        rightSectionWidth={brand ? 110 : undefined}
        rightSectionPointerEvents="none"
        {...withMask(cardNumberMask, number)}
      />
      <TextInput
        label={t('card.holder')}
        placeholder={t('card.holderPlaceholder')}
        withAsterisk
        autoComplete="cc-name"
        {...bidiPart('input')}
        {...holder}
      />
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label={t('card.expiry')}
          placeholder={t('card.expiryPlaceholder')}
          withAsterisk
          autoComplete="cc-exp"
          {...withMask(cardExpiryMask, expiry)}
        />
        <TextInput
          label={t('card.cvv')}
          placeholder={t('card.cvvPlaceholder')}
          description={t('card.cvvHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          autoComplete="cc-csc"
          {...withMask(cardCvvMask, cvv)}
        />
      </SimpleGrid>
    </Stack>
  );
}
