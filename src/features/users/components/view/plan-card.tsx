import { Can } from '@casl/react';
import { Badge, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { planFeatures, planPrices } from '../../plans';
import type { UserWithDetails } from '../../types';
import { ChangePlanButton } from './plan-modal';
import { usePlanPeriodText, usePlanPrice } from './use-plan-text';
import classes from './user-view.module.css';

/** The user's plan: name, monthly price, what it includes, how much of its period is left. */
export function PlanCard({ user }: { user: UserWithDetails }) {
  const { t } = useTranslation(['user-view', 'users']);
  const titleId = useId();
  const price = usePlanPrice();
  const period = usePlanPeriodText(user.details.planEndsOn);
  const plan = user.currentPlan;
  return (
    <Card component="section" withBorder aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap="xs" align="flex-start" style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" id={titleId}>
            {t('plan.title')}
          </Title>
          <Badge size="lg" variant="light" miw="max-content">
            {t(`users:plans.${plan}`)}
          </Badge>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text className={classes.price} c="mirante" dir="auto">
            {price(plan)}
          </Text>
          {planPrices[plan] > 0 && (
            <Text size="xs" c="dimmed">
              {t('plan.perMonth')}
            </Text>
          )}
        </Stack>
      </Group>

      <Text size="sm" fw={600} mt="lg" mb="xs">
        {t('plan.features')}
      </Text>
      <List
        spacing={6}
        size="sm"
        icon={
          <ThemeIcon size={18} radius="xl" variant="light" color="teal" aria-hidden="true">
            <Check size={12} />
          </ThemeIcon>
        }
      >
        {planFeatures[plan].map((feature) => (
          <List.Item key={feature}>{t(`planFeatures.${feature}`)}</List.Item>
        ))}
      </List>

      <Group justify="space-between" gap="xs" mt="lg" mb={6}>
        <Text size="sm" fw={600}>
          {t('plan.period')}
        </Text>
        <Text size="sm" fw={500}>
          {period.left}
        </Text>
      </Group>
      <Progress
        value={Math.round(period.used * 100)}
        color={period.used >= 0.9 ? 'red' : 'mirante'}
        size="md"
        radius="xl"
        aria-label={period.usedText}
      />
      <Text size="xs" c="dimmed" mt={6}>
        {period.end}
      </Text>

      <Can I="update" a="User">
        <Stack mt="lg">
          <ChangePlanButton user={user} fullWidth />
        </Stack>
      </Can>
    </Card>
  );
}
