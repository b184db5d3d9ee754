import { Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormFailure } from '@/components/form-failure/form-failure';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';

/** A section's form: its failure said above the fields, its save and discard at the foot. */
export interface SectionForm {
  error: unknown;
  failedTitle: string;
  onUseCurrent?: ((current: unknown) => void) | undefined;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  dirty: boolean;
  onDiscard: () => void;
  submitLabel?: string | undefined;
  /** Nothing to save until a value changes: the save stays greyed out and inert until then. */
  changesOnly?: boolean | undefined;
  /** For who may only look: the fields without the save and the discard. */
  readOnly?: boolean | undefined;
}

interface SectionCardProps {
  title: string;
  text: string;
  /** The fields are a form saved by itself; without it the section saves its own way. */
  form?: SectionForm | undefined;
  children: ReactNode;
}

/** Greyed out and inert, yet focusable: a button disabled under the keyboard drops its focus. */
const unavailable = (off: boolean) => (off ? { 'data-disabled': true, 'aria-disabled': true } : {});

/** A settings section: a card with its heading and what it is for, then its fields. */
export function SectionCard({ title, text, form, children }: SectionCardProps) {
  return (
    <TitledCard title={title} text={text}>
      {form ? <SectionFormBody form={form}>{children}</SectionFormBody> : children}
    </TitledCard>
  );
}

function SectionFormBody({ form, children }: { form: SectionForm; children: ReactNode }) {
  const { t } = useTranslation('account');
  const waiting = form.changesOnly === true && !form.dirty;
  return (
    <form
      noValidate
      onSubmit={(event) => (waiting ? event.preventDefault() : form.onSubmit(event))}
    >
      <Stack gap="md">
        <FormFailure error={form.error} title={form.failedTitle} onUseCurrent={form.onUseCurrent} />
        {children}
        {!form.readOnly && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {form.dirty ? t('section.unsaved') : null}
            </Text>
            <Group gap="sm">
              <Button
                variant="default"
                {...unavailable(!form.dirty || form.submitting)}
                onClick={() => {
                  if (form.dirty && !form.submitting) form.onDiscard();
                }}
              >
                {t('section.discard')}
              </Button>
              <Button type="submit" loading={form.submitting} {...unavailable(waiting)}>
                {form.submitLabel ?? t('section.save')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </form>
  );
}
