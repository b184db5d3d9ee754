import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useUrlParams } from '@/lib/use-url-params';
import { usePricing } from '../api';
import { pricingUrlParams } from '../components/billing';
import { BillingSwitch } from '../components/billing-switch';
import { PlanCard } from '../components/plan-card';
import { PlanCardsSkeleton } from '../components/plan-cards-skeleton';
import { PlanComparison } from '../components/plan-comparison';
import { PricingFaq } from '../components/pricing-faq';
import { TitledCard } from '@/components/section-card/titled-card';
import { bestYearlySaving } from '../plans';
import { plansOf, type PricingPlan } from '../types';

export const namespaces = ['pricing'] as const;

/** `/pages/pricing?billing=yearly`: the plans, monthly or yearly, compared, and the FAQ. */
export default function PricingPage() {
  const { t } = useTranslation('pricing');
  const query = usePricing();
  const [{ billing }, setRoute] = useUrlParams(pricingUrlParams);
  const data = query.data;
  const plans = useMemo(() => (data ? plansOf(data) : undefined), [data]);
  const subscribe = (plan: PricingPlan) =>
    toast.info(t('plan.subscribeDemo', { plan: plan.title }));

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="pricing-plans">
        <Stack gap="lg">
          <Stack gap="xs" align="center" ta="center">
            <Title order={2} id="pricing-plans">
              {t('intro.title')}
            </Title>
            <Text c="dimmed" maw={560}>
              {t('intro.text')}
            </Text>
          </Stack>
          <BillingSwitch
            value={billing}
            onChange={(next) => setRoute({ billing: next })}
            saving={plans && bestYearlySaving(plans)}
          />
          {plans ? (
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} billing={billing} onSubscribe={subscribe} />
              ))}
            </SimpleGrid>
          ) : query.isError ? (
            <QueryError
              error={query.error}
              title={t('failed')}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <PlanCardsSkeleton />
          )}
        </Stack>
      </Card>
      {data && plans && (
        <>
          <TitledCard
            title={t('comparison.title')}
            text={t('comparison.text')}
            titleId="pricing-comparison"
          >
            <PlanComparison plans={plans} rows={data.comparison} labelledBy="pricing-comparison" />
          </TitledCard>
          <TitledCard title={t('faq.title')} text={t('faq.text')}>
            <PricingFaq entries={data.qandA} />
          </TitledCard>
        </>
      )}
    </Stack>
  );
}
