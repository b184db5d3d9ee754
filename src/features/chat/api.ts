import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { optimistic } from '@/lib/optimistic';
import {
  activeChatSchema,
  chatsAndContactsSchema,
  profileUserSchema,
  sentMessageSchema,
  type ChatsAndContacts,
  type SendMessage,
  type Status,
} from './types';

export const chatKeys = {
  all: ['chat'] as const,
  overview: () => [...chatKeys.all, 'chats-and-contacts'] as const,
  chat: (contactId: number) => [...chatKeys.all, 'chat', contactId] as const,
};

export const chatsAndContactsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.overview(),
    queryFn: ({ signal }) =>
      http.demo.get('/apps/chat/chats-and-contacts', { schema: chatsAndContactsSchema, signal }),
  });

export const activeChatQueryOptions = (contactId: number) =>
  queryOptions({
    queryKey: chatKeys.chat(contactId),
    queryFn: async ({ signal, client }) => {
      const active = await http.demo.get('/apps/chat/get-chat', {
        schema: activeChatSchema,
        searchParams: { id: contactId },
        signal,
      });
      // Opened is seen: the list's badge goes at once, as the server's count did.
      client.setQueryData<ChatsAndContacts>(chatKeys.overview(), (data) =>
        data
          ? {
              ...data,
              chatsContacts: data.chatsContacts.map((item) =>
                item.id === contactId ? { ...item, chat: { ...item.chat, unseenMsgs: 0 } } : item,
              ),
            }
          : data,
      );
      return active;
    },
  });

export const useChatsAndContacts = () => useQuery(chatsAndContactsQueryOptions());

export const useActiveChat = (contactId: number | null) =>
  useQuery({ ...activeChatQueryOptions(contactId ?? 0), enabled: contactId !== null });

/**
 * Sends one message. The page shows it at once as "sending" and keeps it as "not sent" on a
 * failure (with a retry), so the call itself says nothing in a toast.
 */
export function useSendMessage() {
  return useMutation({
    mutationFn: (obj: SendMessage) =>
      http.demo.post('/apps/chat/send-msg', { json: { obj }, schema: sentMessageSchema }),
    // The composer's message itself says it was not sent, with its retry: no toast on top.
    meta: { errorShownBy: 'form' },
    onSettled: (_data, _error, _obj, _context, { client }) =>
      client.invalidateQueries({ queryKey: chatKeys.overview() }),
  });
}

export function useUpdateStatus() {
  return useMutation({
    mutationFn: (status: Status) =>
      http.demo.post('/apps/chat/users/profile-user/status', {
        json: { status },
        schema: profileUserSchema,
      }),
    meta: { errorMessage: 'chat:toasts.statusFailed' },
    ...optimistic<ChatsAndContacts, Status>({
      queryKey: chatKeys.overview(),
      update: (data, status) => ({ ...data, profileUser: { ...data.profileUser, status } }),
    }),
  });
}
