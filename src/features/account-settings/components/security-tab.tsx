import { PasswordFields } from '@/components/account/password-fields';
import { SectionCard } from '@/components/account/section-card';
import { useFormFailure } from '@/components/form-failure/form-failure';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useChangeOwnPassword } from '../api';
import { passwordFormSchema } from '../types';

const empty = { currentPassword: '', password: '', confirm: '' };

/**
 * The person's own password: the one in use, then the new one on the shared rules (ticked
 * beside the field as they come true), typed twice. A wrong current one is said beside it.
 */
export function SecurityTab() {
  const { t } = useTranslation('account-settings');
  const change = useChangeOwnPassword();
  const failure = useFormFailure();
  const form = useZodForm(passwordFormSchema, { initialValues: empty });

  const submit = form.onSubmit(async (values) => {
    failure.clear();
    try {
      // The mutation says "Senha alterada" (its `successMessage`).
      await change.mutateAsync(values);
      form.reset(empty);
    } catch (error) {
      failure.show(error, (refused) =>
        form.setServerErrors(refused, {
          currentPassword: 'account-settings:security.wrongCurrent',
          password: 'account-settings:security.refused',
          confirm: 'account:password.mismatch',
        }),
      );
    }
  });

  return (
    <SectionCard
      title={t('security.title')}
      text={t('security.text')}
      form={{
        error: failure.error,
        failedTitle: t('security.failed'),
        onSubmit: submit,
        submitting: form.submitting,
        dirty: form.isDirty(),
        onDiscard: () => {
          failure.clear();
          form.reset(empty);
        },
        submitLabel: t('security.submit'),
      }}
    >
      <PasswordFields
        current={form.getInputProps('currentPassword')}
        password={form.getInputProps('password')}
        confirm={form.getInputProps('confirm')}
      />
    </SectionCard>
  );
}
