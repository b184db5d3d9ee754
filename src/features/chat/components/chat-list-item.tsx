import { Badge, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useFormat } from '@/lib/use-format';
import { useTranslation } from '@/lib/i18n-react';
import type { Contact, Message } from '../types';
import { useChatTime } from '../use-chat-time';
import { StatusAvatar } from './status-avatar';
import classes from './chat.module.css';

interface ChatListItemProps {
  contact: Contact;
  /** A conversation's last message and unseen count; a contact without a chat has neither. */
  lastMessage?: Message | null;
  unseen?: number;
  active: boolean;
  onOpen: (id: number) => void;
}

/** A conversation (name, last message, when, unseen badge) or a contact (name, role). */
export const ChatListItem = memo(function ChatListItem({
  contact,
  lastMessage,
  unseen = 0,
  active,
  onOpen,
}: ChatListItemProps) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const time = useChatTime();
  const mine = lastMessage && lastMessage.senderId !== contact.id;
  return (
    <UnstyledButton
      className={classes.item}
      aria-current={active || undefined}
      onClick={() => onOpen(contact.id)}
    >
      <StatusAvatar person={contact} />
      <span className={classes.itemBody}>
        <Text component="span" size="sm" fw={unseen > 0 ? 700 : 500} truncate {...bidiText()}>
          {contact.fullName}
        </Text>
        <VisuallyHidden>{t(`status.${contact.status}`)}</VisuallyHidden>
        <Text component="span" size="xs" c="dimmed" truncate {...bidiText()}>
          {lastMessage ? (
            <>
              {mine && `${t('you')}: `}
              <bdi>{lastMessage.message}</bdi>
            </>
          ) : (
            contact.role
          )}
        </Text>
      </span>
      {lastMessage && (
        <span className={classes.itemEnd}>
          <Text component="span" size="xs" c="dimmed">
            <time dateTime={lastMessage.time} title={time.full(lastMessage.time)} dir="auto">
              {time.short(lastMessage.time)}
            </time>
          </Text>
          {unseen > 0 && (
            <>
              <Badge size="sm" circle aria-hidden="true">
                {format.number(unseen)}
              </Badge>
              <VisuallyHidden>{t('unseen', { count: unseen })}</VisuallyHidden>
            </>
          )}
        </span>
      )}
    </UnstyledButton>
  );
});
