import { useAbility } from '@casl/react';
import { SectionCard } from '@/components/account/section-card';
import { parseWith, useFormFailure, useSaveBase } from '@/components/form-failure/form-failure';
import { toast } from '@/components/toast';
import type { AppAbility } from '@/lib/ability';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateUser } from '../../api';
import {
  notificationsFormSchema,
  userDetailsSchema,
  type UserDetails,
  type UserWithDetails,
} from '../../types';
import { NotificationChoices } from './notification-choices';

/** A user's settings as the API sent them (a refused save's current ones), or `undefined`. */
const parseDetails = parseWith(userDetailsSchema);

/**
 * Which notices the user gets by which channel: a grid of boxes, saved or discarded at once,
 * on the version of the settings the page read (a stale save is refused, the stored ones
 * offered, the ticked boxes kept).
 */
export function NotificationsTab({ user }: { user: UserWithDetails }) {
  const { t } = useTranslation('user-view');
  const canUpdate = useAbility<AppAbility>().can('update', 'User');
  const update = useUpdateUser();
  const failure = useFormFailure();
  const { base, refused, offer, saved } = useSaveBase<UserDetails>(user.details, parseDetails);
  const form = useZodForm(notificationsFormSchema, {
    initialValues: { settings: user.details.notifications },
  });

  const submit = form.onSubmit(async ({ settings }) => {
    failure.clear();
    try {
      const answer = await update.mutateAsync({
        id: user.id,
        user: { details: { notifications: settings, version: base.version } },
      });
      toast.success(t('toasts.notificationsSaved'));
      saved(answer.details);
      form.reset({ settings: answer.details.notifications });
    } catch (error) {
      refused(error);
      failure.show(error);
    }
  });

  return (
    <SectionCard
      title={t('notifications.title')}
      text={t('notifications.text', { name: user.fullName })}
      form={{
        error: failure.error,
        failedTitle: t('notifications.failed'),
        onUseCurrent: offer(
          (stored) => form.setValues({ settings: stored.notifications }),
          failure.clear,
        ),
        onSubmit: submit,
        submitting: form.submitting,
        dirty: form.isDirty(),
        onDiscard: () => {
          failure.clear();
          form.reset();
        },
        submitLabel: t('actions.saveNotifications'),
        changesOnly: true,
        readOnly: !canUpdate,
      }}
    >
      <NotificationChoices
        box={(kind, channel) => ({
          disabled: !canUpdate,
          ...form.getInputProps(`settings.${kind}.${channel}`, { type: 'checkbox' }),
        })}
      />
    </SectionCard>
  );
}
