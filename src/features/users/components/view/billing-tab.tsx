import { Can } from '@casl/react';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Banknote, CreditCard, FileText, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { planPrices } from '../../plans';
import type { Billing, UserWithDetails } from '../../types';
import { ChangePlanButton } from './plan-modal';
import { EmailAddress } from './user-details-list';
import { usePlanPeriodText, usePlanPrice } from './use-plan-text';
import classes from './user-view.module.css';

const billingIcons: Record<Billing, LucideIcon> = {
  'Manual - Credit Card': CreditCard,
  'Manual - Paypal': Wallet,
  'Manual - Cash': Banknote,
  'Auto Debit': Landmark,
};

/** A card of the billing tab: its heading, then what it holds. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" withBorder aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The billing tab: the plan, how the user pays, where they are billed, their invoices. */
export function BillingTab({
  user,
  invoicesPath,
}: {
  user: UserWithDetails;
  invoicesPath: string | undefined;
}) {
  const { t } = useTranslation(['user-view', 'users']);
  const price = usePlanPrice();
  const period = usePlanPeriodText(user.details.planEndsOn);
  const plan = user.currentPlan;
  const MethodIcon = billingIcons[user.billing];
  const address = [
    { key: 'company', value: <span {...bidiText()}>{user.company}</span> },
    { key: 'country', value: <span {...bidiText()}>{user.country}</span> },
    { key: 'email', value: <EmailAddress email={user.email} /> },
    { key: 'contact', value: <span dir="ltr">{user.contact}</span> },
  ] as const;

  return (
    <SimpleGrid type="container" cols={{ base: 1, '36rem': 2 }} spacing="md">
      <Section title={t('billing.summary')}>
        <Stack gap="xs">
          <Group gap="sm">
            <Badge size="lg" variant="light" miw="max-content">
              {t(`users:plans.${plan}`)}
            </Badge>
            <Text fw={600}>
              {planPrices[plan] === 0 ? price(plan) : t('billing.price', { price: price(plan) })}
            </Text>
          </Group>
          <Text size="sm">{period.left}</Text>
          <Text size="sm" c="dimmed">
            {period.end}
          </Text>
          <Can I="update" a="User">
            <Group mt="xs">
              <ChangePlanButton user={user} />
            </Group>
          </Can>
        </Stack>
      </Section>

      <Section title={t('billing.method')}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden="true">
            <MethodIcon size={22} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('billing.methodLabel')}
            </Text>
            <Text fw={600}>{t(`users:billing.${user.billing}`)}</Text>
          </div>
        </Group>
      </Section>

      <Section title={t('billing.address')}>
        <dl className={`${classes.details} ${classes.stacked}`}>
          {address.map(({ key, value }) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t(`billing.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {invoicesPath && (
        <Section title={t('billing.invoices')}>
          <Stack gap="md" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('billing.invoicesText', { name: user.fullName })}
            </Text>
            <Button
              component={Link}
              to={invoicesPath}
              variant="light"
              leftSection={<FileText size={16} aria-hidden="true" />}
            >
              {t('billing.invoicesLink')}
            </Button>
          </Stack>
        </Section>
      )}
    </SimpleGrid>
  );
}
