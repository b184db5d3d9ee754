import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { ArrowLeft, ChevronLeft, ChevronRight, Paperclip, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { SafeHtml } from '@/components/safe-html/safe-html';
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
  actions: ReactNode;
}

function Message({ message }: { message: Reply }) {
  const { t } = useTranslation('email');
  const format = useFormat();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={message.from.avatar || null} radius="xl" alt="" color="mirante">
            {message.from.name.slice(0, 1)}
          </Avatar>
          <div>
            <Text fw={600} size="sm">
              {message.from.name}
            </Text>
            <Text size="xs" c="dimmed">
              {message.from.email}
            </Text>
          </div>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={message.time}>{format.dateTime(message.time)}</time>
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t('reader.to')}: {message.to.map((person) => person.name).join(', ')}
        {message.cc.length > 0 && ` · ${t('reader.cc')}: ${message.cc.join(', ')}`}
      </Text>
      <SafeHtml html={message.message} className={classes.message} />
      {message.attachments.length > 0 && (
        <Stack gap={6} mt="md">
          <Text size="xs" fw={600}>
            {t('reader.attachments')}
          </Text>
          {message.attachments.map((file) => (
            <Group key={file.fileName} gap="xs">
              <Paperclip size={14} aria-hidden="true" />
              <Text size="sm">{file.fileName}</Text>
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
  actions,
}: EmailReaderProps) {
  const { t } = useTranslation('email');
  const [expanded, setExpanded] = useState(false);
  const thread: Reply[] = email ? [email, ...email.replies] : [];
  const earlier = thread.slice(0, -1);
  const last = thread.at(-1);
  return (
    <div className={classes.reader}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('actions.back')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('actions.back')}
              onClick={onBack}
            >
              <ArrowLeft size={18} className="mirror-rtl" aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
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
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('actions.previous')}
              disabled={!email.hasPreviousMail}
              onClick={() => onStep('previous')}
            >
              <ChevronLeft size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('actions.next')}
              disabled={!email.hasNextMail}
              onClick={() => onStep('next')}
            >
              <ChevronRight size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {error ? (
        <QueryError error={error} onRetry={onRetry} title={t('openFailed')} />
      ) : email ? (
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
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
                <Text size="sm" c="dimmed" td="underline">
                  {t('reader.earlier', { count: earlier.length })} · {t('reader.showEarlier')}
                </Text>
              </UnstyledButton>
            ))}
          {last && <Message message={last} />}
        </Stack>
      ) : null}
    </div>
  );
}
