import { useAbility } from '@casl/react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import {
  FormFailure,
  parseWith,
  useFormFailure,
  useSaveBase,
} from '@/components/form-failure/form-failure';
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

/** Greyed out and inert, yet focusable: a button disabled under the keyboard drops its focus. */
const unavailable = (off: boolean) => (off ? { 'data-disabled': true, 'aria-disabled': true } : {});

/** A user's settings as the API sent them (a refused save's current ones), or `undefined`. */
const parseDetails = parseWith(userDetailsSchema);

/**
 * Which notices the user gets by which channel: a grid of boxes, saved or discarded at once,
 * on the version of the settings the page read (a stale save is refused, the stored ones
 * offered, the ticked boxes kept).
 */
export function NotificationsTab({ user }: { user: UserWithDetails }) {
  const { t } = useTranslation('user-view');
  const titleId = useId();
  const canUpdate = useAbility<AppAbility>().can('update', 'User');
  const update = useUpdateUser();
  const failure = useFormFailure();
  const { base, refused, offer, saved } = useSaveBase<UserDetails>(user.details, parseDetails);
  const form = useZodForm(notificationsFormSchema, {
    initialValues: { settings: user.details.notifications },
  });
  const dirty = form.isDirty();

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
    <Card component="section" withBorder aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        {t('notifications.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('notifications.text', { name: user.fullName })}
      </Text>
      <form noValidate onSubmit={(event) => (dirty ? submit(event) : event.preventDefault())}>
        <Stack gap="md">
          <FormFailure
            error={failure.error}
            title={t('notifications.failed')}
            onUseCurrent={offer(
              (stored) => form.setValues({ settings: stored.notifications }),
              failure.clear,
            )}
          />
          <NotificationChoices
            box={(kind, channel) => ({
              disabled: !canUpdate,
              ...form.getInputProps(`settings.${kind}.${channel}`, { type: 'checkbox' }),
            })}
          />
          {canUpdate && (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {dirty ? t('notifications.unsaved') : null}
              </Text>
              <Group gap="sm">
                <Button
                  variant="default"
                  {...unavailable(!dirty || form.submitting)}
                  onClick={() => {
                    if (!dirty || form.submitting) return;
                    failure.clear();
                    form.reset();
                  }}
                >
                  {t('actions.discard')}
                </Button>
                <Button type="submit" loading={form.submitting} {...unavailable(!dirty)}>
                  {t('actions.saveNotifications')}
                </Button>
              </Group>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
