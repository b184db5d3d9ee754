import { Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Search } from 'lucide-react';
import { useMemo } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { normalizeText } from '@/lib/list-query';
import type { ChatsAndContacts, Status } from '../types';
import { ChatListItem } from './chat-list-item';
import { StatusMenu } from './status-menu';
import classes from './chat.module.css';

interface ChatSidebarProps {
  data: ChatsAndContacts | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  activeId: number | null;
  q: string;
  onSearch: (q: string) => void;
  onOpen: (contactId: number) => void;
  onStatus: (status: Status) => void;
}

const matches = (needle: string, ...texts: string[]) =>
  !needle || texts.some((text) => normalizeText(text).includes(needle));

/** The left panel: who I am and my status, the search, the conversations, then the contacts. */
export function ChatSidebar(props: ChatSidebarProps) {
  const { t } = useTranslation('chat');
  const { data, q } = props;
  const needle = normalizeText(q.trim());
  const { chats, contacts } = useMemo(() => {
    const withChat = new Set(data?.chatsContacts.map((item) => item.id));
    return {
      chats: (data?.chatsContacts ?? []).filter((item) =>
        matches(needle, item.fullName, item.chat.lastMessage?.message ?? ''),
      ),
      contacts: (data?.contacts ?? []).filter(
        (contact) => !withChat.has(contact.id) && matches(needle, contact.fullName, contact.role),
      ),
    };
  }, [data, needle]);

  return (
    <>
      <Stack gap="sm" className={classes.sidebarHeader}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={1} size="h4">
            {t('title')}
          </Title>
          {data && <StatusMenu user={data.profileUser} onChange={props.onStatus} />}
        </Group>
        <TextInput
          type="search"
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<Search size={14} aria-hidden="true" />}
          value={q}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
        />
      </Stack>
      <div className={classes.lists}>
        {props.status === 'error' ? (
          <Stack p="md">
            <QueryError error={props.error} onRetry={props.onRetry} title={t('loadFailed')} />
          </Stack>
        ) : props.status === 'pending' ? (
          <Stack p="md" gap="md" aria-busy="true" aria-label={t('loading')}>
            {Array.from({ length: 7 }, (_, index) => (
              <Group key={index} gap="sm" wrap="nowrap">
                <Skeleton height={38} circle />
                <Stack gap={6} flex={1}>
                  <Skeleton height={10} width="60%" radius="sm" />
                  <Skeleton height={8} radius="sm" />
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : (
          <>
            <section aria-labelledby="chat-chats-title">
              <div id="chat-chats-title" className={classes.sectionTitle}>
                {t('chats')}
              </div>
              {chats.length === 0 ? (
                <Text size="sm" c="dimmed" px="md" pb="xs" {...bidiText()}>
                  {needle ? t('empty.noChatsFound') : t('empty.noChats')}
                </Text>
              ) : (
                chats.map((item) => (
                  <ChatListItem
                    key={item.id}
                    contact={item}
                    lastMessage={item.chat.lastMessage}
                    unseen={item.chat.unseenMsgs}
                    active={item.id === props.activeId}
                    onOpen={props.onOpen}
                  />
                ))
              )}
            </section>
            <section aria-labelledby="chat-contacts-title">
              <div id="chat-contacts-title" className={classes.sectionTitle}>
                {t('contacts')}
              </div>
              {contacts.length === 0 ? (
                <Text size="sm" c="dimmed" px="md" pb="xs" {...bidiText()}>
                  {needle ? t('empty.noContactsFound') : t('empty.noContacts')}
                </Text>
              ) : (
                contacts.map((contact) => (
                  <ChatListItem
                    key={contact.id}
                    contact={contact}
                    active={contact.id === props.activeId}
                    onOpen={props.onOpen}
                  />
                ))
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}
