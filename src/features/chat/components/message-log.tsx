import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { CircleAlert, RotateCw, Trash2 } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { groupMessages, type ShownMessage } from '../grouping';
import type { Contact } from '../types';
import { useChatTime } from '../use-chat-time';
import { StatusAvatar } from './status-avatar';
import classes from './chat.module.css';

interface MessageLogProps {
  contact: Contact;
  messages: readonly ShownMessage[];
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
}

function MessageMeta({
  message,
  onRetry,
  onDiscard,
}: { message: ShownMessage } & Pick<MessageLogProps, 'onRetry' | 'onDiscard'>) {
  const { t } = useTranslation('chat');
  const time = useChatTime();
  if (message.state === 'failed') {
    return (
      <Group gap={4} className={classes.meta} role="alert">
        <CircleAlert size={14} className={classes.failed} aria-hidden="true" />
        <Text component="span" size="xs" className={classes.failed}>
          {t('notSent')}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<RotateCw size={12} aria-hidden="true" />}
          onClick={() => onRetry(message.key)}
        >
          {t('retrySend')}
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<Trash2 size={12} aria-hidden="true" />}
          onClick={() => onDiscard(message.key)}
        >
          {t('discard')}
        </Button>
      </Group>
    );
  }
  return (
    <span className={classes.meta}>
      <time dateTime={message.time} title={time.full(message.time)} dir="auto">
        {time.clock(message.time)}
      </time>
      {message.state === 'sending' ? <span>{t('sending')}</span> : null}
    </span>
  );
}

/** The conversation: a separator per day, then runs of one sender's messages. */
export function MessageLog({ contact, messages, onRetry, onDiscard }: MessageLogProps) {
  const { t } = useTranslation('chat');
  const time = useChatTime();
  const days = useMemo(() => groupMessages(messages), [messages]);
  const log = useRef<HTMLDivElement>(null);

  // Opening a conversation or a new message shows its end.
  useLayoutEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [contact.id, messages.length]);

  return (
    <div
      ref={log}
      className={classes.log}
      role="log"
      aria-label={t('logLabel', { name: contact.fullName })}
      // A scrolling region is reached by keyboard to scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
    >
      {days.map((day) => (
        <div key={day.day} role="group" aria-label={time.day(day.time)}>
          <div className={classes.day} aria-hidden="true">
            {time.day(day.time)}
          </div>
          {day.groups.map((group) => {
            const mine = group.senderId !== contact.id;
            return (
              <div key={group.key} className={classes.group} data-mine={mine || undefined}>
                {!mine && <StatusAvatar person={contact} size={32} withStatus={false} />}
                <div className={classes.bubbles}>
                  <VisuallyHidden>{mine ? t('you') : <bdi>{contact.fullName}</bdi>}</VisuallyHidden>
                  {group.messages.map((message, index) => {
                    const last = index === group.messages.length - 1;
                    return (
                      <div key={message.key} className={classes.message}>
                        <div className={classes.bubble} data-state={message.state} dir="auto">
                          {message.message}
                        </div>
                        {(last || message.state !== 'sent') && (
                          <MessageMeta message={message} onRetry={onRetry} onDiscard={onDiscard} />
                        )}
                      </div>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
