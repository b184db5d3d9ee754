import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { useActiveChat, useChatsAndContacts, useUpdateStatus } from '../api';
import { ChatPlaceholder } from '../components/chat-placeholder';
import { ChatSidebar } from '../components/chat-sidebar';
import { Conversation } from '../components/conversation';
import classes from '../components/chat.module.css';
import { useChatRoute } from '../use-chat-route';
import { useOutbox } from '../use-outbox';
import { shownStatus } from '@/lib/query-client';

export const namespaces = ['chat'] as const;

/** The search over chats and contacts is all the list state the URL holds besides `?id=`. */
const chatListOptions = {} as const;

/** `/apps/chat[?id=<contact id>]`: conversations and contacts, and the open conversation. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const route = useChatRoute();
  const search = useListState(chatListOptions);
  const overview = useChatsAndContacts();
  const active = useActiveChat(route.contactId);
  const { mutate: setStatus } = useUpdateStatus();
  const outbox = useOutbox(overview.data?.profileUser.id ?? 0);
  // What is typed for each contact stays when another conversation is opened.
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const { contactId, open } = route;

  const onDraft = useCallback(
    (value: string) => {
      if (contactId) setDrafts((current) => ({ ...current, [contactId]: value }));
    },
    [contactId],
  );

  return (
    <div className={classes.app} data-open={contactId ? true : undefined}>
      <aside className={classes.sidebar} aria-label={t('panel')}>
        <ChatSidebar
          data={overview.data}
          status={shownStatus(overview)}
          error={overview.error}
          onRetry={() => void overview.refetch()}
          activeId={contactId}
          q={search.q}
          onSearch={search.setQ}
          onOpen={open}
          onStatus={setStatus}
        />
      </aside>
      <section className={classes.main} aria-label={t('conversation')}>
        {contactId ? (
          <Conversation
            key={contactId}
            active={active.data?.contact.id === contactId ? active.data : undefined}
            error={active.error}
            onRetryLoad={() => void active.refetch()}
            outgoing={outbox.outgoing.filter((item) => item.contactId === contactId)}
            draft={drafts[contactId] ?? ''}
            onDraft={onDraft}
            onSend={(message) => outbox.send(contactId, message)}
            onRetry={outbox.retry}
            onDiscard={outbox.discard}
            onBack={() => open(null)}
          />
        ) : (
          <ChatPlaceholder title={t('welcome.title')} text={t('welcome.text')} />
        )}
      </section>
    </div>
  );
}
