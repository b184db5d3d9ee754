import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FormFailure } from '@/components/form-failure/form-failure';
import { useTranslation } from '@/lib/i18n-react';

interface SectionCardProps {
  title: string;
  text: string;
  /** The form: its failure said above the fields, its save and discard at the foot. */
  form: {
    error: unknown;
    failedTitle: string;
    onUseCurrent?: ((current: unknown) => void) | undefined;
    onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
    submitting: boolean;
    dirty: boolean;
    onDiscard: () => void;
    submitLabel?: string | undefined;
  };
  children: ReactNode;
}

/** Greyed out and inert, yet focusable: a button disabled under the keyboard drops its focus. */
const unavailable = (off: boolean) => (off ? { 'data-disabled': true, 'aria-disabled': true } : {});

/** A settings tab: a card with its heading, its form, and the form's own save. */
export function SectionCard({ title, text, form, children }: SectionCardProps) {
  const { t } = useTranslation('account-settings');
  const titleId = useId();
  return (
    <Card component="section" withBorder aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {text}
      </Text>
      <form noValidate onSubmit={form.onSubmit}>
        <Stack gap="md">
          <FormFailure
            error={form.error}
            title={form.failedTitle}
            onUseCurrent={form.onUseCurrent}
          />
          {children}
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {form.dirty ? t('actions.unsaved') : null}
            </Text>
            <Group gap="sm">
              <Button
                variant="default"
                {...unavailable(!form.dirty || form.submitting)}
                onClick={() => {
                  if (form.dirty && !form.submitting) form.onDiscard();
                }}
              >
                {t('actions.discard')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {form.submitLabel ?? t('actions.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** What `SectionCard` needs of a `useSectionForm`. */
export const cardForm = (
  section: {
    form: { submitting: boolean; isDirty: () => boolean };
    failure: { error: unknown };
    submit: (event?: FormEvent<HTMLFormElement>) => void;
    onUseCurrent: (current: unknown) => void;
    discard: () => void;
  },
  failedTitle: string,
) => ({
  error: section.failure.error,
  failedTitle,
  onUseCurrent: section.onUseCurrent,
  onSubmit: section.submit,
  submitting: section.form.submitting,
  dirty: section.form.isDirty(),
  onDiscard: section.discard,
});
