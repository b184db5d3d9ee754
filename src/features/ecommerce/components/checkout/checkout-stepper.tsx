import { Button, Stepper } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/lib/i18n-react';
import classes from './checkout.module.css';
import { checkoutSteps, type CheckoutStep } from './use-checkout-route';

interface CheckoutStepperProps {
  step: CheckoutStep;
  /** A step before the current one was chosen (the next ones open with "Continuar"). */
  onStep: (step: CheckoutStep) => void;
}

/**
 * Where the person is among cart, address and payment: the steps done can be gone back to
 * (buttons, reached with Tab); a phone shows them stacked, without their descriptions.
 */
export function CheckoutStepper({ step, onStep }: CheckoutStepperProps) {
  const { t } = useTranslation('checkout');
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const active = checkoutSteps.indexOf(step);
  return (
    <nav aria-label={t('steps.label')} className={classes.stepper}>
      <Stepper
        active={active}
        onStepClick={(index) => {
          const chosen = checkoutSteps[index];
          if (chosen) onStep(chosen);
        }}
        allowNextStepsSelect={false}
        orientation={phone ? 'vertical' : 'horizontal'}
        size={phone ? 'xs' : 'sm'}
      >
        {checkoutSteps.map((name, index) => (
          <Stepper.Step
            key={name}
            label={t(`steps.${name}`)}
            description={phone ? undefined : t(`steps.${name}Hint`)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}

/** "Voltar", to the step before: the arrow follows the reading direction. */
export function StepBackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Button
      variant="default"
      leftSection={<ArrowLeft size={16} aria-hidden="true" className="mirror-rtl" />}
      onClick={onBack}
    >
      {t('steps.back')}
    </Button>
  );
}
