import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { FileText, Mail, RotateCcw, Timer, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { delays, wait } from '../timing';
import { CountdownBody, KindButtons, openAlert, SlipEmailForm } from './alert-dialogs';

/** A plain alert: a title, a sentence, "OK". */
export function PlainAlert() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <Button
      onClick={() =>
        openAlert({
          title: t('sweetAlert.plain.title'),
          text: t('sweetAlert.plain.text'),
          okLabel: t('actions.ok'),
        })
      }
    >
      {t('sweetAlert.plain.open')}
    </Button>
  );
}

/** One alert per kind, each with its icon; the question asks and says the answer. */
export function AlertKinds() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <KindButtons
      onPick={(kind) => {
        if (kind !== 'question') {
          openAlert({
            kind,
            title: t(`sweetAlert.kinds.${kind}.title`),
            text: t(`sweetAlert.kinds.${kind}.text`),
            okLabel: t('actions.ok'),
          });
          return;
        }
        modals.openConfirmModal({
          title: t('sweetAlert.kinds.question.title'),
          centered: true,
          size: 'sm',
          children: <Text size="sm">{t('sweetAlert.kinds.question.text')}</Text>,
          labels: {
            confirm: t('sweetAlert.kinds.question.yes'),
            cancel: t('sweetAlert.kinds.question.no'),
          },
          onConfirm: () => toast.success(t('sweetAlert.kinds.question.answeredYes')),
          onCancel: () => toast.info(t('sweetAlert.kinds.question.answeredNo')),
        });
      }}
    />
  );
}

interface Order {
  id: number;
  customer: string;
  total: number;
}

const orders: Order[] = [
  { id: 4821, customer: 'Mariana Costa', total: 389.9 },
  { id: 4822, customer: 'João Pereira', total: 1249.0 },
  { id: 4823, customer: 'Ana Beatriz Souza', total: 78.5 },
];

/** Deleting an order asks first; both answers say what happened. */
export function ConfirmDelete() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const [rows, setRows] = useState(orders);
  const [result, setResult] = useState('');
  const table = useRef<HTMLDivElement>(null);

  const ask = (order: Order) =>
    modals.openConfirmModal({
      title: t('sweetAlert.confirm.title', { id: order.id }),
      centered: true,
      size: 'sm',
      children: (
        <Text size="sm">
          {t('sweetAlert.confirm.text', {
            customer: order.customer,
            total: format.currency(order.total),
          })}
        </Text>
      ),
      labels: { confirm: t('sweetAlert.confirm.yes'), cancel: t('sweetAlert.confirm.no') },
      confirmProps: { color: 'red.9' },
      onConfirm: () => {
        setRows((current) => current.filter((row) => row.id !== order.id));
        const done = t('sweetAlert.confirm.deleted', { id: order.id });
        setResult(done);
        toast.success(done);
      },
      onCancel: () => {
        setResult(t('sweetAlert.confirm.kept'));
        toast.info(t('sweetAlert.confirm.kept'));
      },
      // Its row is gone: the focus goes to the list rather than to nowhere.
      onExitTransitionEnd: () => {
        if (!document.activeElement || document.activeElement === document.body) {
          table.current?.focus();
        }
      },
    });

  return (
    <Stack gap="sm">
      <div ref={table} tabIndex={-1} aria-label={t('sweetAlert.confirm.list')} role="group">
        {rows.length === 0 ? (
          <Group gap="sm" justify="space-between">
            <Text size="sm" c="dimmed">
              {t('sweetAlert.confirm.empty')}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<RotateCcw size={14} aria-hidden="true" />}
              onClick={() => {
                setRows(orders);
                setResult('');
              }}
            >
              {t('sweetAlert.confirm.restore')}
            </Button>
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing={6}>
              <Table.Tbody>
                {rows.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td fw={600}>#{order.id}</Table.Td>
                    <Table.Td>{order.customer}</Table.Td>
                    <Table.Td ta="end">{format.currency(order.total)}</Table.Td>
                    <Table.Td w={44}>
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={t('sweetAlert.confirm.delete', { id: order.id })}
                        onClick={() => ask(order)}
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </div>
      <Text size="sm" role="status" mih={20}>
        {result}
      </Text>
    </Stack>
  );
}

/** A confirmation whose button spins while the work runs, then says it is done. */
export function AsyncConfirm() {
  const { t } = useTranslation('extensions-feedback');
  const issue = () => {
    const modalId = 'feedback-issue-invoice';
    modals.openConfirmModal({
      modalId,
      title: t('sweetAlert.async.title'),
      centered: true,
      size: 'sm',
      children: <Text size="sm">{t('sweetAlert.async.text')}</Text>,
      labels: { confirm: t('sweetAlert.async.yes'), cancel: t('actions.cancel') },
      closeOnConfirm: false,
      onConfirm: () => {
        // While it runs the dialog cannot be left half-done.
        modals.updateModal({
          modalId,
          confirmProps: { loading: true },
          cancelProps: { disabled: true },
          closeOnEscape: false,
          closeOnClickOutside: false,
          withCloseButton: false,
        });
        void wait(delays.save).then(() => {
          modals.close(modalId);
          toast.success(t('sweetAlert.async.done'));
        });
      },
    });
  };
  return (
    <Button leftSection={<FileText size={16} aria-hidden="true" />} onClick={issue}>
      {t('sweetAlert.async.open')}
    </Button>
  );
}

/** A prompt: a dialog with a field, checked beside it. */
export function PromptDialog() {
  const { t } = useTranslation('extensions-feedback');
  const open = () => {
    const modalId = 'feedback-prompt';
    modals.open({
      modalId,
      title: t('sweetAlert.prompt.title'),
      centered: true,
      children: (
        <SlipEmailForm
          onCancel={() => modals.close(modalId)}
          onSent={(email) => {
            modals.close(modalId);
            toast.success(t('sweetAlert.prompt.sent', { email }));
          }}
        />
      ),
    });
  };
  return (
    <Button variant="light" leftSection={<Mail size={16} aria-hidden="true" />} onClick={open}>
      {t('sweetAlert.prompt.open')}
    </Button>
  );
}

/** An alert that closes itself, counting down the seconds left. */
export function TimedAlert() {
  const { t } = useTranslation('extensions-feedback');
  const open = () => {
    const modalId = 'feedback-timed';
    modals.open({
      modalId,
      title: t('sweetAlert.timed.title'),
      centered: true,
      size: 'sm',
      children: <CountdownBody seconds={delays.countdown} onDone={() => modals.close(modalId)} />,
    });
  };
  return (
    <Button variant="default" leftSection={<Timer size={16} aria-hidden="true" />} onClick={open}>
      {t('sweetAlert.timed.open')}
    </Button>
  );
}
