import { Badge, Button, Group, List, Stack, Switch, Tabs, Text } from '@mantine/core';
import {
  Bell,
  CalendarDays,
  CalendarRange,
  Package,
  ReceiptText,
  ShieldCheck,
  Star,
  Sun,
  Truck,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

const icon = { size: 16, 'aria-hidden': true } as const;

/** An order's tabs: icons, a count, a disabled tab; arrows move between them. */
export function HorizontalTabsCard() {
  const { t } = useTranslation('components-nav');
  const format = useFormat();
  const items = t('tabs.order.itemList', { returnObjects: true });
  return (
    <TitledCard title={t('tabs.order.title')} text={t('tabs.order.text')}>
      <Tabs defaultValue="summary">
        <Tabs.List aria-label={t('tabs.order.label')}>
          <Tabs.Tab value="summary" leftSection={<ReceiptText {...icon} />}>
            {t('tabs.order.summary')}
          </Tabs.Tab>
          <Tabs.Tab
            value="items"
            leftSection={<Package {...icon} />}
            rightSection={
              <Badge size="xs" variant="light" circle>
                {format.number(items.length)}
              </Badge>
            }
          >
            {t('tabs.order.items')}
          </Tabs.Tab>
          <Tabs.Tab value="delivery" leftSection={<Truck {...icon} />}>
            {t('tabs.order.delivery')}
          </Tabs.Tab>
          <Tabs.Tab value="reviews" leftSection={<Star {...icon} />} disabled>
            {t('tabs.order.reviews')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary" pt="md">
          <Text size="sm">{t('tabs.order.summaryText', { total: format.currency(1289.7) })}</Text>
        </Tabs.Panel>
        <Tabs.Panel value="items" pt="md">
          <List size="sm" spacing={4}>
            {items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Tabs.Panel>
        <Tabs.Panel value="delivery" pt="md">
          <Text size="sm">
            {t('tabs.order.deliveryText', { day: format.day('2030-03-14', { dateStyle: 'long' }) })}
          </Text>
        </Tabs.Panel>
      </Tabs>
    </TitledCard>
  );
}

/** Settings sections down the side; up and down arrows move between them. */
export function VerticalTabsCard() {
  const { t } = useTranslation('components-nav');
  return (
    <TitledCard title={t('tabs.vertical.title')} text={t('tabs.vertical.text')}>
      <Tabs defaultValue="profile" orientation="vertical">
        <Tabs.List aria-label={t('tabs.vertical.label')}>
          <Tabs.Tab value="profile" leftSection={<UserRound {...icon} />}>
            {t('tabs.vertical.profile')}
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<ShieldCheck {...icon} />}>
            {t('tabs.vertical.security')}
          </Tabs.Tab>
          <Tabs.Tab value="alerts" leftSection={<Bell {...icon} />}>
            {t('tabs.vertical.alerts')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" ps="md">
          <Text size="sm">{t('tabs.vertical.profileText')}</Text>
        </Tabs.Panel>
        <Tabs.Panel value="security" ps="md">
          <Text size="sm">{t('tabs.vertical.securityText')}</Text>
        </Tabs.Panel>
        <Tabs.Panel value="alerts" ps="md">
          <Stack gap="xs">
            <Switch size="sm" label={t('tabs.vertical.alertOrders')} defaultChecked />
            <Switch size="sm" label={t('tabs.vertical.alertNews')} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </TitledCard>
  );
}

const periods = [
  { value: 'today', icon: Sun, sales: 18_430.5, orders: 42 },
  { value: 'week', icon: CalendarDays, sales: 121_980.9, orders: 287 },
  { value: 'month', icon: CalendarRange, sales: 498_210, orders: 1_164 },
] as const;

/** The store's sales by period, in pills. */
export function PillTabsCard() {
  const { t } = useTranslation('components-nav');
  const format = useFormat();
  return (
    <TitledCard title={t('tabs.pills.title')} text={t('tabs.pills.text')}>
      <Tabs defaultValue="today" variant="pills" radius="xl">
        <Tabs.List aria-label={t('tabs.pills.label')}>
          {periods.map(({ value, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon {...icon} />}>
              {t(`tabs.pills.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {periods.map(({ value, sales, orders }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Text size="sm">
              {t('tabs.pills.figures', {
                count: orders,
                orders: format.number(orders),
                sales: format.currency(sales),
              })}
            </Text>
          </Tabs.Panel>
        ))}
      </Tabs>
    </TitledCard>
  );
}

const steps = ['cart', 'address', 'payment'] as const;
type Step = (typeof steps)[number];

/** Outline tabs sharing the width, driven from outside as well (a checkout's steps). */
export function ControlledTabsCard() {
  const { t } = useTranslation('components-nav');
  const format = useFormat();
  const [step, setStep] = useState<Step>('cart');
  const index = steps.indexOf(step);
  const next = steps[index + 1];
  return (
    <TitledCard title={t('tabs.controlled.title')} text={t('tabs.controlled.text')}>
      <Tabs
        value={step}
        onChange={(value) => setStep(steps.find((candidate) => candidate === value) ?? 'cart')}
        variant="outline"
      >
        <Tabs.List grow aria-label={t('tabs.controlled.label')}>
          {steps.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.controlled.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {steps.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Text size="sm">
              {t(`tabs.controlled.${value}Text`, { shipping: format.currency(24.9) })}
            </Text>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="space-between" mt="md" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('tabs.controlled.stepOf', { step: index + 1, total: steps.length })}
        </Text>
        <Button size="xs" variant="light" disabled={!next} onClick={() => next && setStep(next)}>
          {t('tabs.controlled.next')}
        </Button>
      </Group>
    </TitledCard>
  );
}
