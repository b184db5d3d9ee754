import { Button, Card, Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { ArrowRight, MapPinPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { lazyPiece } from '@/components/query-state/lazy-piece';
import { SideDrawer } from '@/components/side-drawer/side-drawer';
import { useTranslation } from '@/lib/i18n-react';
import { useAddresses } from '../../checkout-api';
import type { Address } from '../../checkout-types';
import { AddressText } from './address-text';
import classes from './checkout.module.css';
import { CheckoutLayout } from './checkout-layout';
import { StepBackButton } from './checkout-stepper';

/** The new address's form (fields, masks, states): downloaded when the drawer opens. */
const AddressForm = lazyPiece(() => import('./address-form'));

/** The address the step shows chosen: the one in the URL if it is still saved, else the first. */
export const chosenAddress = (addresses: readonly Address[], id: number | null) =>
  addresses.find((address) => address.id === id) ?? addresses[0];

interface AddressStepProps {
  selected: number | null;
  onSelect: (id: number) => void;
  onBack: () => void;
  onContinue: (id: number) => void;
  /** The order's figures, beside the addresses. */
  summary: ReactNode;
}

/** Step 2: the saved addresses as choices, "Novo endereço" (a drawer), "Voltar"/"Continuar". */
export function AddressStep({ selected, onSelect, onBack, onContinue, summary }: AddressStepProps) {
  const { t } = useTranslation('checkout');
  const query = useAddresses();
  const [adding, setAdding] = useState(false);
  const addresses = query.data?.addresses;
  const chosen = addresses && chosenAddress(addresses, selected);

  const body = addresses ? (
    addresses.length === 0 ? (
      <Card withBorder radius="md" padding="lg">
        <Text fw={600}>{t('address.noneTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('address.noneHint')}
        </Text>
      </Card>
    ) : (
      <Radio.Group
        label={t('address.choose')}
        value={chosen ? String(chosen.id) : null}
        onChange={(value) => onSelect(Number(value))}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {addresses.map((address) => (
            <Radio.Card key={address.id} value={String(address.id)} radius="md" p="md">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <AddressText address={address} />
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    )
  ) : query.isError ? (
    <QueryError
      error={query.error}
      title={t('address.loadFailed')}
      onRetry={() => void query.refetch()}
    />
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" aria-busy="true">
      <Skeleton height={132} radius="md" />
      <Skeleton height={132} radius="md" />
    </SimpleGrid>
  );

  return (
    <CheckoutLayout
      asideLabel={t('prices.title')}
      aside={
        <Stack gap="sm">
          {summary}
          <Group grow gap="sm" className={classes.stepButtons}>
            <StepBackButton onBack={onBack} />
            <Button
              rightSection={<ArrowRight size={16} aria-hidden="true" className="mirror-rtl" />}
              disabled={!chosen}
              onClick={() => chosen && onContinue(chosen.id)}
            >
              {t('steps.continue')}
            </Button>
          </Group>
        </Stack>
      }
    >
      <Stack gap="md">
        {body}
        <div>
          <Button
            variant="light"
            leftSection={<MapPinPlus size={16} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            {t('address.add')}
          </Button>
        </div>
      </Stack>
      <SideDrawer
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('address.formTitle')}
        skeleton={[36, 36, 36, 36, 36, 36, 36]}
      >
        {adding && (
          <AddressForm
            onSaved={(address) => {
              onSelect(address.id);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </SideDrawer>
    </CheckoutLayout>
  );
}
