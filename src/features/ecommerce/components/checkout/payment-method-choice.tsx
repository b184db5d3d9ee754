import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Barcode, CreditCard, QrCode, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { paymentMethods, paymentMethodSchema, type PaymentMethod } from '../../checkout-types';

const icons: Record<PaymentMethod, LucideIcon> = {
  card: CreditCard,
  pix: QrCode,
  boleto: Barcode,
};

interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** Card, PIX or boleto, as radio cards (arrow keys move between them). */
export function PaymentMethodChoice({ value, onChange }: PaymentMethodChoiceProps) {
  const { t } = useTranslation('checkout');
  return (
    <Radio.Group
      label={t('payment.method')}
      value={value}
      onChange={(next) => {
        const parsed = paymentMethodSchema.safeParse(next);
        if (parsed.success) onChange(parsed.data);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
        {paymentMethods.map((method) => {
          const Icon = icons[method];
          return (
            <Radio.Card key={method} value={method} radius="md" p="md">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={2}>
                  <Group gap={6} wrap="nowrap">
                    <Icon size={16} aria-hidden="true" />
                    <Text fw={600}>{t(`payment.methods.${method}`)}</Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(`payment.methodHints.${method}`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
