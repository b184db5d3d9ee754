import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Forward,
  Paperclip,
  PenLine,
  Reply as ReplyIcon,
  Star,
} from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { IconButton } from '@/components/icon-button/icon-button';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { QueryError } from '@/components/query-state/query-error';
import { safeAvatarUrl } from '@/lib/avatar';
import { useFormat } from '@/lib/use-format';
import { useTranslation } from '@/lib/i18n-react';
import type { Email, Reply } from '../types';
import { labelColor } from './label-dot';
import classes from './email.module.css';

interface EmailReaderProps {
  email: Email | undefined;
  error: unknown;
  onRetry: () => void;
  onBack: () => void;
  onStep: (dir: 'previous' | 'next') => void;
  onStar: (email: Email) => void;
  onRespond: (email: Email, kind: 'reply' | 'forward') => void;
  /** Opens a saved draft in the compose (shown for emails in Drafts). */
  onEditDraft: (email: Email) => void;
  actions: ReactNode;
}

// The body and its sanitiser (DOMPurify) come with the first email opened, not with the list.
const loadBody = () => import('./email-body');
const EmailBody = lazyPiece(() => loadBody().then((m) => ({ default: m.EmailBody })));

/** Fetches the reader's body code ahead of the first email opened (the list calls it when idle). */
export const preloadEmailBody = () => void loadBody().catch(() => undefined);

function BodySkeleton() {
  return (
    <Stack gap={8} aria-hidden="true">
      <Skeleton height={12} radius="sm" />
      <Skeleton height={12} radius="sm" />
      <Skeleton height={12} width="70%" radius="sm" />
    </Stack>
  );
}

/** Names or addresses separated by commas, each kept in its own direction. */
function IsolatedList({ items }: { items: readonly string[] }) {
  return items.map((item, index) => (
    <Fragment key={`${index}-${item}`}>
      {index > 0 && ', '}
      <bdi>{item}</bdi>
    </Fragment>
  ));
}

function Message({ message }: { message: Reply }) {
  const { t } = useTranslation('email');
  const format = useFormat();
  return (
    <Paper withBorder p="md" radius="md">
      {/* The date stays on one line: beside the sender where there is room, under it on a phone. */}
      <div className={classes.messageHeader}>
        <Group gap="sm" wrap="nowrap" className={classes.messageSender}>
          <Avatar src={safeAvatarUrl(message.from.avatar)} radius="xl" alt="" color="mirante">
            {message.from.name.slice(0, 1)}
          </Avatar>
          <div className={classes.messageSenderText}>
            <Text fw={600} size="sm" {...bidiText()}>
              {message.from.name}
            </Text>
            <Text size="xs" c="dimmed" {...bidiText(classes.address)}>
              {message.from.email}
            </Text>
          </div>
        </Group>
        <Text size="xs" c="dimmed" className={classes.messageDate}>
          <time dateTime={message.time} dir="auto">
            {format.dateTime(message.time)}
          </time>
        </Text>
      </div>
      <Text size="xs" c="dimmed" mb="sm" {...bidiText()}>
        {t('reader.to')}: <IsolatedList items={message.to.map((person) => person.name)} />
        {message.cc.length > 0 && (
          <>
            {` · ${t('reader.cc')}: `}
            <IsolatedList items={message.cc} />
          </>
        )}
      </Text>
      <LazyBoundary fallback={<BodySkeleton />}>
        <EmailBody html={message.message} sender={message.from.email} className={classes.message} />
      </LazyBoundary>
      {message.attachments.length > 0 && (
        <Stack gap={6} mt="md">
          <Text size="xs" fw={600}>
            {t('reader.attachments')}
          </Text>
          {message.attachments.map((file) => (
            <Group key={file.fileName} gap="xs">
              <Paperclip size={14} aria-hidden="true" />
              <Text size="sm" {...bidiText()}>
                {file.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {format.bytes(file.size)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The open email: its thread (earlier messages folded), labels, and what can be done. */
export function EmailReader({
  email,
  error,
  onRetry,
  onBack,
  onStep,
  onStar,
  onRespond,
  onEditDraft,
  actions,
}: EmailReaderProps) {
  const { t } = useTranslation(['email', 'common']);
  const [expanded, setExpanded] = useState(false);
  const thread: Reply[] = email ? [email, ...email.replies] : [];
  const earlier = thread.slice(0, -1);
  const last = thread.at(-1);
  return (
    <div className={classes.reader}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <IconButton
            label={t('actions.back')}
            icon={ArrowLeft}
            iconSize={18}
            iconClassName="mirror-rtl"
            onClick={onBack}
          />
          {email && actions}
        </Group>
        {email && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color={email.isStarred ? 'yellow' : 'gray'}
              aria-pressed={email.isStarred}
              aria-label={email.isStarred ? t('unstar') : t('star')}
              onClick={() => onStar(email)}
            >
              <Star size={18} fill={email.isStarred ? 'currentColor' : 'none'} aria-hidden="true" />
            </ActionIcon>
            <IconButton
              label={t('actions.previous')}
              icon={ChevronLeft}
              iconSize={18}
              withTooltip={false}
              disabled={!email.hasPreviousMail}
              onClick={() => onStep('previous')}
            />
            <IconButton
              label={t('actions.next')}
              icon={ChevronRight}
              iconSize={18}
              withTooltip={false}
              disabled={!email.hasNextMail}
              onClick={() => onStep('next')}
            />
          </Group>
        )}
      </Group>
      {error ? (
        <QueryError error={error} onRetry={onRetry} title={t('openFailed')} />
      ) : email ? (
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" {...bidiText()}>
              {email.subject}
            </Title>
            {email.labels.length > 0 && (
              <Group gap={6} mt={6}>
                {email.labels.map((label) => (
                  <Badge key={label} color={labelColor[label]} variant="light" size="sm">
                    {t(`labels.${label}`)}
                  </Badge>
                ))}
              </Group>
            )}
          </div>
          {earlier.length > 0 &&
            (expanded ? (
              earlier.map((message) => <Message key={message.id} message={message} />)
            ) : (
              <UnstyledButton onClick={() => setExpanded(true)} aria-expanded={false}>
                <Text size="sm" c="dimmed" td="underline" {...bidiText()}>
                  {t('reader.earlier', { count: earlier.length })} · {t('reader.showEarlier')}
                </Text>
              </UnstyledButton>
            ))}
          {last && <Message message={last} />}
          <Group gap="xs">
            {email.folder === 'draft' && (
              <Button
                leftSection={<PenLine size={16} aria-hidden="true" />}
                onClick={() => onEditDraft(email)}
              >
                {t('reader.editDraft')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<ReplyIcon size={16} className="mirror-rtl" aria-hidden="true" />}
              onClick={() => onRespond(email, 'reply')}
            >
              {t('respond.reply')}
            </Button>
            <Button
              variant="default"
              leftSection={<Forward size={16} className="mirror-rtl" aria-hidden="true" />}
              onClick={() => onRespond(email, 'forward')}
            >
              {t('respond.forward')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton height={28} width="60%" radius="sm" />
          <Skeleton height={160} radius="md" />
        </Stack>
      )}
    </div>
  );
}
