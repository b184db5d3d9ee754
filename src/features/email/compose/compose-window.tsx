import {
  Affix,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Maximize2, Minus, Paperclip, Send, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type DragEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import { AttachmentList, toAttachments } from './attachments-field';
import { useComposeStore } from './compose-store';
import { findProblems, hasContent } from './draft';
import { RecipientField } from './recipient-field';
import classes from './compose.module.css';

const BodyEditor = lazy(() => import('./body-editor'));

type Pending = 'no-subject' | 'discard' | null;

/**
 * The compose window: a modal (full screen on a phone) that can be minimised to a bar while
 * the mailbox stays usable. Closing keeps the draft; sending checks the recipients one by
 * one and asks before sending without a subject. Ctrl/⌘+Enter sends.
 */
export default function ComposeWindow() {
  const { t } = useTranslation('email');
  const { mode, draft, revision, change, minimize, close, discard, open } = useComposeStore(
    useShallow((state) => state),
  );
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [dragging, setDragging] = useState(false);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const problems = attempted ? findProblems(draft) : null;
  const title = draft.subject.trim() || t('compose.title');

  const resetLocal = () => {
    setAttempted(false);
    setPending(null);
    setTooLarge([]);
  };

  const closeKeeping = () => {
    resetLocal();
    if (close()) notifications.show({ message: t('compose.draftKept') });
  };

  const deliver = () => {
    resetLocal();
    discard();
    notifications.show({ color: 'teal', message: t('compose.sent') });
  };

  const send = () => {
    setAttempted(true);
    if (findProblems(draft)) {
      // The first field that needs the user's attention gets the focus.
      requestAnimationFrame(() =>
        content.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (!draft.subject.trim() && pending !== 'no-subject') setPending('no-subject');
    else deliver();
  };

  const attach = (files: Iterable<File>) => {
    const { accepted, tooLarge: rejected } = toAttachments(files);
    if (accepted.length > 0) change({ attachments: [...draft.attachments, ...accepted] });
    setTooLarge(rejected);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    attach(event.dataTransfer.files);
  };

  if (mode === 'minimized') {
    return (
      <Affix position={{ bottom: 0, right: 12 }} zIndex={190}>
        <Paper
          shadow="lg"
          withBorder
          p="xs"
          className={classes.minimized}
          role="region"
          aria-label={t('compose.minimizedLabel')}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} lineClamp={1}>
              {title}
            </Text>
            <Group gap={2} wrap="nowrap">
              <IconButton label={t('compose.restore')} icon={Maximize2} onClick={() => open()} />
              <IconButton label={t('compose.close')} icon={X} onClick={closeKeeping} />
            </Group>
          </Group>
        </Paper>
      </Affix>
    );
  }

  const recipientError = problems?.noRecipient ? t('compose.errors.noRecipient') : undefined;

  return (
    <Modal.Root opened={mode === 'open'} onClose={closeKeeping} size="xl" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content
        ref={content}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
      >
        <Modal.Header>
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Group gap={2} wrap="nowrap">
            <IconButton label={t('compose.minimize')} icon={Minus} onClick={minimize} />
            <Modal.CloseButton aria-label={t('compose.close')} />
          </Group>
        </Modal.Header>
        <Modal.Body>
          <div
            className={classes.dropArea}
            data-testid="compose-drop-area"
            data-dragging={dragging || undefined}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes('Files')) return;
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                setDragging(false);
            }}
            onDrop={onDrop}
          >
            {dragging && <div className={classes.dropHint}>{t('compose.dropHint')}</div>}
            <Stack gap="sm">
              <RecipientField
                label={t('compose.to')}
                value={draft.to}
                onChange={(to) => change({ to })}
                error={recipientError}
                initialFocus={draft.to.length === 0}
                rightSection={
                  !draft.showCopies && (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      mr={4}
                      onClick={() => change({ showCopies: true })}
                    >
                      {t('compose.showCopies')}
                    </Button>
                  )
                }
              />
              {draft.showCopies && (
                <>
                  <RecipientField
                    label={t('compose.cc')}
                    value={draft.cc}
                    onChange={(cc) => change({ cc })}
                  />
                  <RecipientField
                    label={t('compose.bcc')}
                    value={draft.bcc}
                    onChange={(bcc) => change({ bcc })}
                  />
                </>
              )}
              <TextInput
                label={t('compose.subject')}
                value={draft.subject}
                maxLength={250}
                onChange={(event) => {
                  change({ subject: event.currentTarget.value });
                  if (pending === 'no-subject') setPending(null);
                }}
              />
              <Suspense fallback={<Skeleton height={240} radius="sm" />}>
                <BodyEditor
                  key={revision}
                  initialHtml={draft.html}
                  onChange={(html) => change({ html })}
                />
              </Suspense>
              <AttachmentList
                attachments={draft.attachments}
                onRemove={(id) =>
                  change({ attachments: draft.attachments.filter((file) => file.id !== id) })
                }
              />
              {tooLarge.length > 0 && (
                <Text size="sm" c="red" role="alert">
                  {t('compose.errors.tooLarge', {
                    count: tooLarge.length,
                    names: tooLarge.join(', '),
                  })}
                </Text>
              )}
              {pending && (
                <Alert
                  color={pending === 'discard' ? 'red' : 'yellow'}
                  title={t(`compose.confirm.${pending}.title`)}
                  role="alertdialog"
                >
                  <Text size="sm" mb="sm">
                    {t(`compose.confirm.${pending}.text`)}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      color={pending === 'discard' ? 'red' : undefined}
                      data-autofocus
                      onClick={() => {
                        if (pending === 'discard') {
                          resetLocal();
                          discard();
                        } else deliver();
                      }}
                    >
                      {t(`compose.confirm.${pending}.confirm`)}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setPending(null)}>
                      {t(`compose.confirm.${pending}.cancel`)}
                    </Button>
                  </Group>
                </Alert>
              )}
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Button leftSection={<Send size={16} aria-hidden="true" />} onClick={send}>
                    {t('compose.send')}
                  </Button>
                  <IconButton
                    label={t('compose.attach')}
                    icon={Paperclip}
                    variant="default"
                    size="lg"
                    onClick={() => fileInput.current?.click()}
                  />
                  <input
                    ref={fileInput}
                    type="file"
                    multiple
                    hidden
                    aria-label={t('compose.attach')}
                    data-testid="compose-file-input"
                    onChange={(event) => {
                      attach(event.currentTarget.files ?? []);
                      event.currentTarget.value = '';
                    }}
                  />
                </Group>
                <IconButton
                  label={t('compose.discard')}
                  icon={Trash2}
                  color="red"
                  size="lg"
                  onClick={() => {
                    if (hasContent(draft)) setPending('discard');
                    else discard();
                  }}
                />
              </Group>
            </Stack>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
