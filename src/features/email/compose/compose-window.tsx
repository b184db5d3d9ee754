import { Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Minus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { bidiPart, bidiText } from '@/components/bidi/bidi';
import { IconButton } from '@/components/icon-button/icon-button';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveDraft, useSendEmail } from '../api';
import { AttachmentList, toAttachments } from './attachments-field';
import { ComposeConfirm, type ComposeQuestion } from './compose-confirm';
import { ComposeFooter } from './compose-footer';
import { ComposeMinimized } from './compose-minimized';
import { useComposeStore } from './compose-store';
import { findProblems, hasContent, toOutgoing } from './draft';
import { RecipientField } from './recipient-field';
import { useFileDrop } from './use-file-drop';
import classes from './compose.module.css';

const BodyEditor = lazyPiece(() => import('./body-editor'));

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
  const [pending, setPending] = useState<ComposeQuestion | null>(null);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const content = useRef<HTMLDivElement>(null);
  const sending = useSendEmail();
  const saving = useSaveDraft();
  const busy = sending.isPending || saving.isPending;
  const problems = attempted ? findProblems(draft) : null;
  const title = draft.subject.trim() || t('compose.title');

  const resetLocal = () => {
    setAttempted(false);
    setPending(null);
    setTooLarge([]);
  };

  const closeKeeping = () => {
    resetLocal();
    if (close()) toast.info(t('compose.draftKept'));
  };

  // The draft is forgotten only once the call succeeds: a failure leaves everything typed in
  // the open window (the error toast says so) and the user sends again. The mutations say
  // "sent" and "saved" themselves (their `successMessage`).
  const deliver = () => {
    setPending(null);
    sending.mutate(
      { outgoing: toOutgoing(draft), draftId: draft.serverId },
      {
        onSuccess: () => {
          resetLocal();
          discard();
        },
      },
    );
  };

  const saveDraft = () => {
    saving.mutate(
      { outgoing: toOutgoing(draft), id: draft.serverId },
      {
        onSuccess: () => {
          resetLocal();
          discard();
        },
      },
    );
  };

  const send = () => {
    if (busy) return;
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

  const drop = useFileDrop(attach);

  if (mode === 'minimized') {
    return <ComposeMinimized title={title} onRestore={() => open()} onClose={closeKeeping} />;
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
          <Modal.Title fw={600} {...bidiText()}>
            {title}
          </Modal.Title>
          <Group gap={2} wrap="nowrap">
            <IconButton label={t('compose.minimize')} icon={Minus} onClick={minimize} />
            <Modal.CloseButton aria-label={t('compose.close')} />
          </Group>
        </Modal.Header>
        <Modal.Body>
          <div
            className={classes.dropArea}
            data-testid="compose-drop-area"
            data-dragging={drop.dragging || undefined}
            {...drop.handlers}
          >
            {drop.dragging && <div className={classes.dropHint}>{t('compose.dropHint')}</div>}
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
                {...bidiPart('input')}
                onChange={(event) => {
                  change({ subject: event.currentTarget.value });
                  if (pending === 'no-subject') setPending(null);
                }}
              />
              <LazyBoundary fallback={<Skeleton height={240} radius="sm" />}>
                <BodyEditor
                  key={revision}
                  initialHtml={draft.html}
                  onChange={(html) => change({ html })}
                />
              </LazyBoundary>
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
                <ComposeConfirm
                  question={pending}
                  onConfirm={() => {
                    if (pending === 'discard') {
                      resetLocal();
                      discard();
                    } else deliver();
                  }}
                  onCancel={() => setPending(null)}
                />
              )}
              <ComposeFooter
                sending={sending.isPending}
                saving={saving.isPending}
                canSave={hasContent(draft)}
                onSaveDraft={saveDraft}
                onSend={send}
                onAttach={attach}
                onDiscard={() => {
                  if (hasContent(draft)) setPending('discard');
                  else discard();
                }}
              />
            </Stack>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
