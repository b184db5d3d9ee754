import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import type { Address } from '../../checkout-types';

/** A saved address as a person reads it: name and kind, street, district, city/UF, CEP, phone. */
export function AddressText({ address }: { address: Address }) {
  const { t } = useTranslation('checkout');
  const street = [`${address.street}, ${address.number}`, address.complement]
    .filter(Boolean)
    .join(' — ');
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{address.fullName}</Text>
        <Badge size="xs" variant="light" color={address.kind === 'home' ? 'blue' : 'grape'}>
          {t(`address.kinds.${address.kind}`)}
        </Badge>
      </Group>
      <Text size="sm">{street}</Text>
      <Text size="sm">
        {t('address.cityLine', {
          district: address.district,
          city: address.city,
          state: address.state,
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('address.cepLine', { cep: address.cep, phone: address.phone })}
      </Text>
    </Stack>
  );
}
