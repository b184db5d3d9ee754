import { Button, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import type { ExampleBodyProps } from '../examples';
import {
  appBillingSchema,
  appDatabaseSchema,
  appDetailsSchema,
  appFrameworkSchema,
  type AppDatabaseValues,
  type AppDetailsValues,
  type AppFrameworkValues,
} from '../types';
import {
  BillingStep,
  DatabaseStep,
  databaseNames,
  DetailsStep,
  FrameworkStep,
  frameworkNames,
} from './create-app-steps';

const steps = ['details', 'framework', 'database', 'billing'] as const;
const LAST = steps.length - 1;

/**
 * "Criar aplicativo": four steps in the modal (details, framework, database, billing), each
 * checked before the next. Every step keeps its own form here, so going back (the button or
 * a done step of the stepper) finds what was typed; the last step submits.
 */
export default function CreateAppWizard({ onDone }: ExampleBodyProps) {
  const { t } = useTranslation('modal-examples');
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [active, setActive] = useState(0);
  const details = useZodForm<typeof appDetailsSchema, AppDetailsValues>(appDetailsSchema, {
    initialValues: { name: '', category: null },
  });
  const framework = useZodForm<typeof appFrameworkSchema, AppFrameworkValues>(appFrameworkSchema, {
    initialValues: { framework: null },
  });
  const database = useZodForm<typeof appDatabaseSchema, AppDatabaseValues>(appDatabaseSchema, {
    initialValues: { database: null, backups: true },
  });
  const billing = useZodForm(appBillingSchema, {
    initialValues: { number: '', holder: '', expiry: '', cvv: '', saveCard: false },
  });

  // A new step's first field takes the focus (the button pressed may have gone with the old one).
  const body = useRef<HTMLDivElement>(null);
  const shownStep = useRef(active);
  useEffect(() => {
    if (shownStep.current === active) return;
    shownStep.current = active;
    body.current?.querySelector<HTMLElement>('input:not([type="hidden"]), [role="radio"]')?.focus();
  }, [active]);

  const next = () => setActive((step) => Math.min(step + 1, LAST));
  const finish = billing.onSubmit(() => {
    toast.success(
      t('toasts.appChecked', {
        name: details.values.name.trim(),
        framework: framework.values.framework ? frameworkNames[framework.values.framework] : '',
        database: database.values.database ? databaseNames[database.values.database] : '',
      }),
    );
    onDone();
  });
  const submit = [
    details.onSubmit(next),
    framework.onSubmit(next),
    database.onSubmit(next),
    finish,
  ][active];
  const submitting = [details, framework, database, billing][active]?.submitting ?? false;

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={setActive}
        allowNextStepsSelect={false}
        orientation={phone ? 'vertical' : 'horizontal'}
        size={phone ? 'xs' : 'sm'}
      >
        {steps.map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`createApp.steps.${step}`)}
            description={phone ? undefined : t(`createApp.stepHints.${step}`)}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      <form noValidate onSubmit={submit}>
        <Stack gap="md" ref={body}>
          {active === 0 && <DetailsStep form={details} />}
          {active === 1 && <FrameworkStep form={framework} />}
          {active === 2 && <DatabaseStep form={database} />}
          {active === 3 && <BillingStep form={billing} />}
          <FormActions
            start={
              active > 0 && (
                <Button
                  variant="subtle"
                  leftSection={<ArrowLeft size={16} aria-hidden="true" className="mirror-rtl" />}
                  onClick={() => setActive((step) => Math.max(step - 1, 0))}
                >
                  {t('actions.back')}
                </Button>
              )
            }
            cancelLabel={t('actions.cancel')}
            onCancel={onDone}
            submitLabel={active === LAST ? t('createApp.submit') : t('actions.continue')}
            submitting={submitting}
          />
        </Stack>
      </form>
    </Stack>
  );
}
