import { Card, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { CreditCard, KeyRound, LogIn, Sparkles, UserPlus, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { userPlanSchema, type Activity, type UserWithDetails } from '../../types';
import { usePlanPrice } from './use-plan-text';

/** The account tab: the user's invoices, then what they did lately. */
export function AccountTab({ user, invoices }: { user: UserWithDetails; invoices: ReactNode }) {
  return (
    <Stack gap="md">
      {invoices}
      <ActivityCard activity={user.details.activity} />
    </Stack>
  );
}

const look: Record<Activity['kind'], { icon: LucideIcon; color: string }> = {
  signedIn: { icon: LogIn, color: 'mirante' },
  planPaid: { icon: CreditCard, color: 'teal' },
  invoicePaid: { icon: CreditCard, color: 'teal' },
  passwordChanged: { icon: KeyRound, color: 'orange' },
  planChanged: { icon: Sparkles, color: 'grape' },
  signedUp: { icon: UserPlus, color: 'cyan' },
};

/** One entry's words, from the translations by kind, its detail put in. */
function useActivityText() {
  const { t } = useTranslation(['user-view', 'users']);
  const price = usePlanPrice();
  return ({ kind, detail }: Activity): string => {
    switch (kind) {
      case 'planPaid': {
        const plan = userPlanSchema.safeParse(detail);
        return plan.success
          ? t('users:activity.planPaid', {
              plan: t(`users:plans.${plan.data}`),
              price: price(plan.data),
            })
          : t('users:activity.planPaidPlain');
      }
      case 'planChanged': {
        const plan = userPlanSchema.safeParse(detail);
        return plan.success
          ? t('activity.planChanged', { plan: t(`users:plans.${plan.data}`) })
          : t('activity.planChangedPlain');
      }
      case 'invoicePaid':
        return detail
          ? t('activity.invoicePaid', { invoice: detail })
          : t('activity.invoicePaidPlain');
      case 'signedIn':
        return detail ? t('activity.signedIn', { city: detail }) : t('activity.signedInPlain');
      default:
        return t(`activity.${kind}`);
    }
  };
}

/** The user's latest activity, newest first, each with when it happened. */
function ActivityCard({ activity }: { activity: readonly Activity[] }) {
  const { t } = useTranslation('user-view');
  const format = useFormat();
  const titleId = useId();
  const text = useActivityText();
  return (
    <Card component="section" withBorder aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId} mb="lg">
        {t('activity.title')}
      </Title>
      {activity.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('activity.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={28} lineWidth={2} active={activity.length - 1}>
          {activity.map((entry) => {
            const { icon: Icon, color } = look[entry.kind];
            return (
              <Timeline.Item
                key={`${entry.kind}-${entry.at}`}
                bullet={
                  <ThemeIcon size={28} radius="xl" variant="light" color={color}>
                    <Icon size={14} aria-hidden="true" />
                  </ThemeIcon>
                }
              >
                <Text size="sm" fw={500} {...bidiText()}>
                  {text(entry)}
                </Text>
                <Text size="xs" c="dimmed" mt={2} component="time" dateTime={entry.at}>
                  {t('activity.when', {
                    relative: format.relative(entry.at),
                    date: format.dateTime(entry.at),
                  })}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
