import { Button, Stack, Text, TextInput } from '@mantine/core';
import { ArrowLeft, MessageSquareText, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { useZodForm, type ZodForm } from '@/lib/form';
import { createMask, phoneMask, withMask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import type { ExampleBodyProps } from '../examples';
import {
  twoFactorCodeSchema,
  twoFactorMethods,
  twoFactorMethodSchema,
  type TwoFactorMethodChoice,
  type TwoFactorMethodValues,
} from '../types';
import { ChoiceCards } from './choice-cards';
import { CopyField } from './copy-field';

const codeMask = createMask('000000');
/** The example's setup key (the RFC 4226 test secret): nothing is registered anywhere. */
const SETUP_KEY = 'GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ';

/**
 * "Ativar autenticação em duas etapas": an authenticator app or SMS (with a phone), then a
 * step inside the modal that checks a six-digit code. Going back keeps what was chosen.
 */
export default function TwoFactorForm({ onDone }: ExampleBodyProps) {
  const { t } = useTranslation('modal-examples');
  const [step, setStep] = useState<'method' | 'verify'>('method');
  const method = useZodForm<typeof twoFactorMethodSchema, TwoFactorMethodValues>(
    twoFactorMethodSchema,
    { initialValues: { method: 'app', phone: '' } },
  );
  const code = useZodForm(twoFactorCodeSchema, { initialValues: { code: '' } });

  if (step === 'method') {
    return <MethodStep form={method} onNext={() => setStep('verify')} onCancel={onDone} />;
  }
  const { method: chosen, phone } = method.values;
  return (
    <form
      noValidate
      onSubmit={code.onSubmit(() => {
        toast.success(t('toasts.twoFactorChecked', { method: t(`twoFactor.methods.${chosen}`) }));
        onDone();
      })}
    >
      <Stack gap="md">
        <Text size="sm">
          {chosen === 'app' ? t('twoFactor.appSteps') : t('twoFactor.smsSteps', { phone })}
        </Text>
        {chosen === 'app' && (
          <CopyField label={t('twoFactor.key')} value={SETUP_KEY} copied={t('toasts.keyCopied')} />
        )}
        <CodeInput form={code} />
        <Text size="xs" c="dimmed">
          {t('twoFactor.exampleNote')}
        </Text>
        <FormActions
          start={
            <Button
              variant="subtle"
              leftSection={<ArrowLeft size={16} aria-hidden="true" className="mirror-rtl" />}
              onClick={() => setStep('method')}
            >
              {t('actions.back')}
            </Button>
          }
          cancelLabel={t('actions.cancel')}
          onCancel={onDone}
          submitLabel={t('twoFactor.activate')}
          submitting={code.submitting}
        />
      </Stack>
    </form>
  );
}

/** The code's field, focused when the step appears (the button that led here is gone). */
function CodeInput({ form }: { form: ZodForm<{ code: string }> }) {
  const { t } = useTranslation('modal-examples');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <TextInput
      ref={input}
      label={t('twoFactor.code')}
      placeholder={t('twoFactor.codePlaceholder')}
      withAsterisk
      autoComplete="one-time-code"
      {...withMask(codeMask, form.getInputProps('code'))}
    />
  );
}

interface MethodStepProps {
  form: ZodForm<TwoFactorMethodValues, TwoFactorMethodChoice>;
  onNext: () => void;
  onCancel: () => void;
}

function MethodStep({ form, onNext, onCancel }: MethodStepProps) {
  const { t } = useTranslation('modal-examples');
  const first = useRef<HTMLDivElement>(null);
  // Back from the code: focus returns to the choice (the back button is gone).
  useEffect(() => first.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus(), []);
  const icons = { app: Smartphone, sms: MessageSquareText };
  return (
    <form noValidate onSubmit={form.onSubmit(onNext)}>
      <Stack gap="md" ref={first}>
        <Text size="sm" c="dimmed">
          {t('twoFactor.hint')}
        </Text>
        <ChoiceCards
          label={t('twoFactor.method')}
          choices={twoFactorMethods.map((value) => ({
            value,
            label: t(`twoFactor.methods.${value}`),
            description: t(`twoFactor.descriptions.${value}`),
            icon: icons[value],
          }))}
          input={form.getInputProps('method')}
          columns={{ base: 1 }}
        />
        {form.values.method === 'sms' && (
          <TextInput
            label={t('twoFactor.phone')}
            placeholder={t('editUser.phonePlaceholder')}
            withAsterisk
            autoComplete="tel-national"
            {...withMask(phoneMask, form.getInputProps('phone'))}
          />
        )}
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onCancel}
          submitLabel={t('actions.continue')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
