import { Badge, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import type { PricingPlan } from '../types';
import type { BillingPeriod } from './billing';
import { PlanIllustration } from './plan-illustration';
import { PlanPrice } from './plan-price';
import classes from './pricing.module.css';

interface PlanCardProps {
  plan: PricingPlan;
  billing: BillingPeriod;
  onSubscribe: (plan: PricingPlan) => void;
}

/** One plan: its drawing, name, price for the billing chosen, benefits and its button. */
export function PlanCard({ plan, billing, onSubscribe }: PlanCardProps) {
  const { t } = useTranslation('pricing');
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      className={plan.popular ? `${classes.plan} ${classes.popular}` : classes.plan}
    >
      {plan.popular && (
        <Badge className={classes.popularBadge} variant="light" radius="sm">
          {t('plan.popular')}
        </Badge>
      )}
      <Stack gap="sm" className={classes.planBody}>
        <PlanIllustration img={plan.img} />
        <div>
          <Title order={3} id={titleId} ta="center" size="h4" {...bidiText()}>
            {plan.title}
          </Title>
          <Text size="sm" c="dimmed" ta="center" {...bidiText()}>
            {plan.subtitle}
          </Text>
        </div>
        <PlanPrice plan={plan} billing={billing} />
        <List
          spacing="xs"
          size="sm"
          aria-label={t('plan.benefits', { plan: plan.title })}
          className={classes.benefits}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light">
              <Check size={12} aria-hidden="true" />
            </ThemeIcon>
          }
        >
          {plan.planBenefits.map((benefit) => (
            <List.Item key={benefit}>
              <span {...bidiText()}>{benefit}</span>
            </List.Item>
          ))}
        </List>
      </Stack>
      {plan.currentPlan ? (
        <Button fullWidth variant="light" color="teal" disabled mt="lg">
          {t('plan.current')}
        </Button>
      ) : (
        <Button
          fullWidth
          mt="lg"
          variant={plan.popular ? 'filled' : 'outline'}
          aria-label={t('plan.subscribeTo', { plan: plan.title })}
          onClick={() => onSubscribe(plan)}
        >
          {t('plan.subscribe')}
        </Button>
      )}
    </Card>
  );
}
