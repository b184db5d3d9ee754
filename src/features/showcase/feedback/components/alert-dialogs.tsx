import { Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  CircleCheck,
  CircleHelp,
  CircleX,
  Info,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormActions } from '@/components/form-actions/form-actions';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { slipEmailSchema, type SlipEmailValues } from '../types';

export const alertKinds = ['success', 'error', 'warning', 'info', 'question'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** Each kind's icon and colour (light: the icon's colour passes contrast in both skins). */
export const kindLook: Record<AlertKind, { icon: LucideIcon; color: string }> = {
  success: { icon: CircleCheck, color: 'teal' },
  error: { icon: CircleX, color: 'red' },
  warning: { icon: TriangleAlert, color: 'yellow' },
  info: { icon: Info, color: 'blue' },
  question: { icon: CircleHelp, color: 'grape' },
};

interface AlertBodyProps {
  kind?: AlertKind | undefined;
  text: string;
  okLabel: string;
  onOk: () => void;
}

/** An alert's body: the kind's icon, the sentence, one button that closes it (focused). */
export function AlertBody({ kind, text, okLabel, onOk }: AlertBodyProps) {
  const look = kind ? kindLook[kind] : null;
  return (
    <Stack gap="md" align="center" ta="center">
      {look && (
        <ThemeIcon size={56} radius="xl" variant="light" color={look.color}>
          <look.icon size={32} aria-hidden="true" />
        </ThemeIcon>
      )}
      <Text size="sm">{text}</Text>
      <Button data-autofocus onClick={onOk}>
        {okLabel}
      </Button>
    </Stack>
  );
}

/** Opens an alert (a modal: focus inside, Escape closes, focus back to the opener). */
export function openAlert({
  kind,
  title,
  text,
  okLabel,
}: {
  kind?: AlertKind;
  title: string;
  text: string;
  okLabel: string;
}) {
  const id = modals.open({
    title,
    centered: true,
    size: 'sm',
    children: <AlertBody kind={kind} text={text} okLabel={okLabel} onOk={() => modals.close(id)} />,
  });
  return id;
}

/** Counts down from `seconds` and calls `onDone` at zero; "Fechar agora" does it at once. */
export function CountdownBody({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const { t } = useTranslation('extensions-feedback');
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onDone]);
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal">
        <CircleCheck size={32} aria-hidden="true" />
      </ThemeIcon>
      <Text size="sm">{t('sweetAlert.timed.text')}</Text>
      <Text size="sm" c="dimmed">
        {t('sweetAlert.timed.left', { count: Math.max(left, 0) })}
      </Text>
      <Button variant="default" data-autofocus onClick={onDone}>
        {t('sweetAlert.timed.now')}
      </Button>
    </Stack>
  );
}

const blank: SlipEmailValues = { email: '' };

/** The prompt's form: one e-mail field, checked beside it. */
export function SlipEmailForm({
  onSent,
  onCancel,
}: {
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('extensions-feedback');
  const form = useZodForm(slipEmailSchema, { initialValues: blank });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSent(values.email))}>
      <Stack gap="sm">
        <Text size="sm">{t('sweetAlert.prompt.text')}</Text>
        <TextInput
          label={t('sweetAlert.prompt.email')}
          placeholder={t('sweetAlert.prompt.placeholder')}
          type="email"
          withAsterisk
          data-autofocus
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onCancel}
          submitLabel={t('sweetAlert.prompt.send')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}

/** A row of kind buttons' labels; kept here so the page and its test agree. */
export function KindButtons({ onPick }: { onPick: (kind: AlertKind) => void }) {
  const { t } = useTranslation('extensions-feedback');
  return (
    <Group gap="xs">
      {alertKinds.map((kind) => {
        const { icon: Icon, color } = kindLook[kind];
        return (
          <Button
            key={kind}
            variant="light"
            color={color}
            leftSection={<Icon size={16} aria-hidden="true" />}
            onClick={() => onPick(kind)}
          >
            {t(`sweetAlert.kinds.${kind}.button`)}
          </Button>
        );
      })}
    </Group>
  );
}
