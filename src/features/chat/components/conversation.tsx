import {
  Box,
  Button,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ArrowLeft, Info } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { IconButton } from '@/components/icon-button/icon-button';
import { QueryError } from '@/components/query-state/query-error';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n-react';
import type { ShownMessage } from '../grouping';
import type { ActiveChat } from '../types';
import type { OutgoingMessage } from '../use-outbox';
import { ChatPlaceholder } from './chat-placeholder';
import { Composer } from './composer';
import { ContactProfile } from './contact-profile';
import { MessageLog } from './message-log';
import { StatusAvatar } from './status-avatar';
import { NAME_MARK, WithName } from './with-name';
import classes from './chat.module.css';

interface ConversationProps {
  active: ActiveChat | undefined;
  error: unknown;
  onRetryLoad: () => void;
  outgoing: readonly OutgoingMessage[];
  draft: string;
  onDraft: (value: string) => void;
  onSend: (message: string) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  onBack: () => void;
}

function ConversationSkeleton() {
  return (
    <Stack p="md" gap="md" flex={1} aria-busy="true">
      <Skeleton height={40} width="40%" radius="xl" />
      <Skeleton height={40} width="55%" radius="xl" ml="auto" />
      <Skeleton height={40} width="35%" radius="xl" />
    </Stack>
  );
}

/** One conversation: who it is with, the messages, the composer and the contact's profile. */
export function Conversation(props: ConversationProps) {
  const { t } = useTranslation(['chat', 'common']);
  const { active, outgoing } = props;
  const [profileOpen, profile] = useDisclosure(false);
  const composer = useRef<HTMLTextAreaElement>(null);
  const contactId = active?.contact.id;

  const messages = useMemo<ShownMessage[]>(
    () => [
      ...(active?.chat?.messages ?? []).map((message, index) => ({
        ...message,
        key: `stored-${index}`,
        state: 'sent' as const,
      })),
      ...outgoing,
    ],
    [active?.chat?.messages, outgoing],
  );

  // A conversation opens ready to type in, where that does not pop up a touch keyboard.
  useEffect(() => {
    if (contactId && window.matchMedia('(pointer: fine)').matches)
      composer.current?.focus({ preventScroll: true });
  }, [contactId]);

  const back = (
    <IconButton
      hiddenFrom="md"
      label={t('chat:back')}
      icon={ArrowLeft}
      iconClassName="mirror-rtl"
      size="lg"
      onClick={props.onBack}
    />
  );

  if (!active) {
    const missing = props.error instanceof ApiError && props.error.status === 404;
    return (
      <>
        <div className={classes.conversationHeader}>{back}</div>
        {missing ? (
          <ChatPlaceholder
            title={t('chat:missing.title')}
            text={t('chat:missing.text')}
            action={<Button onClick={props.onBack}>{t('chat:missing.action')}</Button>}
          />
        ) : props.error ? (
          <Stack p="md" flex={1}>
            <QueryError
              error={props.error}
              onRetry={props.onRetryLoad}
              title={t('chat:chatFailed')}
            />
          </Stack>
        ) : (
          <ConversationSkeleton />
        )}
      </>
    );
  }

  const { contact } = active;
  return (
    <>
      {/* On a phone the list and its heading are hidden: the page keeps its h1. */}
      <Box hiddenFrom="md">
        <VisuallyHidden>
          <Title order={1}>{t('chat:title')}</Title>
        </VisuallyHidden>
      </Box>
      <header className={classes.conversationHeader}>
        {back}
        <UnstyledButton
          className={classes.contactButton}
          onClick={profile.open}
          aria-label={t('chat:profile.open', { name: contact.fullName })}
        >
          <StatusAvatar person={contact} />
          <span className={classes.itemBody}>
            <Text component="h2" size="md" fw={600} truncate {...bidiText()}>
              {contact.fullName}
            </Text>
            <Text component="span" size="xs" c="dimmed" truncate {...bidiText()}>
              {t(`chat:status.${contact.status}`)} · {contact.role}
            </Text>
          </span>
        </UnstyledButton>
        <IconButton label={t('chat:profile.title')} icon={Info} size="lg" onClick={profile.open} />
      </header>
      {messages.length === 0 ? (
        <ChatPlaceholder
          title={t('chat:emptyChat.title')}
          text={
            <WithName
              sentence={t('chat:emptyChat.text', { name: NAME_MARK })}
              name={contact.fullName}
            />
          }
        />
      ) : (
        <MessageLog
          contact={contact}
          messages={messages}
          onRetry={props.onRetry}
          onDiscard={props.onDiscard}
        />
      )}
      <Composer ref={composer} value={props.draft} onChange={props.onDraft} onSend={props.onSend} />
      <ContactProfile contact={contact} opened={profileOpen} onClose={profile.close} />
    </>
  );
}
