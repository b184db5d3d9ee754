import { Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ArrowLeft, ArrowRight, Check, IdCard, MapPin, Share2, UserRound } from 'lucide-react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { blankWizard, wizardSchema, type WizardStep, type WizardValues } from '../../types/wizard';
import { useWizard } from './use-wizard';
import { WizardStepFields } from './wizard-steps';
import { WizardSummary } from './wizard-summary';
import classes from './wizard.module.css';

/** Three drawings of the one wizard: numbered steps in a row, a column beside, icons. */
export type WizardVariant = 'horizontal' | 'vertical' | 'modern';

const stepIcons = { account: UserRound, personal: IdCard, address: MapPin, social: Share2 };

/**
 * The sign-up wizard: account, personal data, address, social profiles, each step checked
 * before the next; the last submits and shows a summary. At phone width the steps become a
 * row of numbers (the modern one a column of icons), the step's name above its fields.
 */
export function SignupWizard({ variant }: { variant: WizardVariant }) {
  const { t } = useTranslation('forms');
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const wizard = useWizard<typeof wizardSchema, WizardValues>(wizardSchema, {
    initialValues: blankWizard(),
    onComplete: (values) => toast.success(t('wizard.done', { name: values.personal.firstName })),
  });
  const { steps, active, done, form } = wizard;
  const step = steps[active];
  const count = steps.length;
  const stepName = (key: WizardStep, index: number) =>
    t('wizard.stepName', { number: index + 1, total: count, name: t(`wizard.steps.${key}`) });

  const modern = variant === 'modern';
  const beside = variant === 'vertical' && !phone;
  const compact = phone && !modern;

  const stepper = (
    <Stepper
      active={active}
      onStepClick={wizard.goTo}
      orientation={beside || (modern && phone) ? 'vertical' : 'horizontal'}
      size={compact ? 'xs' : 'sm'}
      iconSize={modern ? 40 : undefined}
      radius={modern ? 'md' : undefined}
      completedIcon={modern ? <Check size={18} aria-hidden="true" /> : undefined}
      className={beside ? classes.besideSteps : undefined}
    >
      {steps.map((key, index) => {
        const Icon = stepIcons[key];
        return (
          <Stepper.Step
            key={key}
            aria-label={stepName(key, index)}
            aria-current={index === active ? 'step' : undefined}
            label={compact ? undefined : t(`wizard.steps.${key}`)}
            description={
              variant !== 'horizontal' && !compact ? t(`wizard.stepHints.${key}`) : undefined
            }
            icon={modern ? <Icon size={18} aria-hidden="true" /> : undefined}
          />
        );
      })}
    </Stepper>
  );

  return (
    <div className={beside ? classes.beside : classes.stacked}>
      {stepper}
      <div className={classes.body}>
        {done ? (
          <WizardSummary steps={steps} values={done} onRestart={wizard.restart} />
        ) : (
          step && (
            <form {...wizard.formProps}>
              <Stack gap="md">
                <div>
                  <Title order={3} size="h5">
                    {stepName(step, active)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`wizard.stepIntro.${step}`)}
                  </Text>
                </div>
                <WizardStepFields step={step} form={form} />
                <Group justify="space-between" gap="sm" className={classes.actions}>
                  <Button
                    variant="default"
                    disabled={active === 0}
                    leftSection={<ArrowLeft size={16} aria-hidden="true" className="mirror-rtl" />}
                    onClick={wizard.back}
                  >
                    {t('wizard.actions.back')}
                  </Button>
                  <Button
                    type="submit"
                    loading={form.submitting}
                    rightSection={
                      active < count - 1 ? (
                        <ArrowRight size={16} aria-hidden="true" className="mirror-rtl" />
                      ) : undefined
                    }
                  >
                    {active < count - 1 ? t('wizard.actions.next') : t('wizard.actions.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )
        )}
      </div>
    </div>
  );
}
