import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import {
  Archive,
  BellRing,
  CircleCheck,
  CircleX,
  FileText,
  Info,
  Layers,
  Pin,
  TriangleAlert,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { toast, useOwnedToasts } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { delays } from '../timing';
import { useJob } from './use-job';

const icon = (Icon: typeof Info) => <Icon size={16} aria-hidden="true" />;

/** Success, information, a warning and a failure with its reason. */
export function ToastKinds() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <Group gap="xs">
      <Button
        color="teal.9"
        leftSection={icon(CircleCheck)}
        onClick={() => toast.success(t('toastify.kinds.successMessage'))}
      >
        {t('toastify.kinds.success')}
      </Button>
      <Button
        variant="light"
        leftSection={icon(Info)}
        onClick={() => toast.info(t('toastify.kinds.infoMessage'))}
      >
        {t('toastify.kinds.info')}
      </Button>
      <Button
        variant="light"
        color="yellow"
        leftSection={icon(TriangleAlert)}
        onClick={() => toast.notice(t('toastify.kinds.warningMessage'), 'yellow')}
      >
        {t('toastify.kinds.warning')}
      </Button>
      <Button
        color="red.9"
        leftSection={icon(CircleX)}
        onClick={() =>
          toast.failure(t('toastify.kinds.failureMessage'), null, {
            reason: t('toastify.kinds.failureReason'),
          })
        }
      >
        {t('toastify.kinds.failure')}
      </Button>
    </Group>
  );
}

const tasks = ['invoice', 'call', 'restock'] as const;
type Task = (typeof tasks)[number];

/** Archiving a task says so with "Desfazer", which puts it back where it was. */
export function UndoToasts() {
  const { t } = useTranslation('extensions-feedback');
  const owned = useOwnedToasts();
  const [archived, setArchived] = useState<Task[]>([]);
  const archive = (task: Task) => {
    setArchived((current) => [...current, task]);
    owned.undo({
      id: `feedback-undo-${task}`,
      message: t('toastify.undo.archived', { task: t(`toastify.undo.tasks.${task}`) }),
      onUndo: () => setArchived((current) => current.filter((each) => each !== task)),
    });
  };
  const left = tasks.filter((task) => !archived.includes(task));
  return (
    <Stack gap="xs" role="list" aria-label={t('toastify.undo.list')}>
      {left.length === 0 && (
        <Text size="sm" c="dimmed" role="listitem">
          {t('toastify.undo.empty')}
        </Text>
      )}
      {left.map((task) => (
        <Group key={task} justify="space-between" gap="xs" wrap="nowrap" role="listitem">
          <Text size="sm">{t(`toastify.undo.tasks.${task}`)}</Text>
          <ActionIcon
            variant="subtle"
            aria-label={t('toastify.undo.archive', { task: t(`toastify.undo.tasks.${task}`) })}
            onClick={() => archive(task)}
          >
            <Archive size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

/** A toast with a button of its own: it waits while hovered or focused, and closes by hand. */
export function ActionToast() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <Button
      variant="light"
      leftSection={icon(BellRing)}
      onClick={() =>
        toast.action({
          id: 'feedback-action',
          message: t('toastify.action.message'),
          label: t('toastify.action.label'),
          onAction: () => toast.info(t('toastify.action.done')),
        })
      }
    >
      {t('toastify.action.show')}
    </Button>
  );
}

/** A toast no timer takes away: it stays until its × is pressed. */
export function PersistentToast() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <Button
      variant="default"
      leftSection={icon(Pin)}
      onClick={() => toast.persistent(t('toastify.persistent.message'))}
    >
      {t('toastify.persistent.show')}
    </Button>
  );
}

/** "Working…" while a job runs, then its success or its failure in its place. */
export function ProgressToasts() {
  const { t } = useTranslation('extensions-feedback');
  const report = useJob();
  const invoice = useJob();
  const run = async (job: ReturnType<typeof useJob>, kind: 'report' | 'invoice') => {
    const working = toast.working(t(`toastify.progress.${kind}Working`));
    const done = await job.start(delays.job);
    if (!done) return toast.hide(working);
    if (kind === 'report') return toast.done(working, t('toastify.progress.reportDone'));
    toast.failed(working, t('toastify.progress.invoiceFailed'), null, {
      reason: t('toastify.progress.invoiceReason'),
    });
  };
  return (
    <Group gap="xs">
      <Button
        loading={report.running}
        leftSection={icon(FileText)}
        onClick={() => void run(report, 'report')}
      >
        {t('toastify.progress.report')}
      </Button>
      <Button
        variant="default"
        loading={invoice.running}
        leftSection={icon(FileText)}
        onClick={() => void run(invoice, 'invoice')}
      >
        {t('toastify.progress.invoice')}
      </Button>
    </Group>
  );
}

const steps = ['paid', 'picked', 'shipped'] as const;

/** Several at once, and one button that clears every toast this page showed. */
export function ClearToasts() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={icon(Layers)}
        onClick={() => steps.forEach((step) => toast.success(t(`toastify.clear.${step}`)))}
      >
        {t('toastify.clear.show')}
      </Button>
      <Button variant="default" leftSection={icon(X)} onClick={toast.clear}>
        {t('toastify.clear.clear')}
      </Button>
    </Group>
  );
}
