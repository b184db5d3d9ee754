import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { defineCollection, DemoDuplicateError } from '@/lib/demo/db';
import {
  chatSchema,
  contactSchema,
  profileUserSchema,
  sendMessageSchema,
  updateStatusSchema,
  type Chat,
  type ChatContact,
  type Contact,
  type ProfileUser,
} from '../types';
import { PROFILE_ID, seedChats, seedContacts, seedProfile } from './data';

/** The chat's demo database: contacts, conversations and the signed-in user's profile. */
export const contacts = defineCollection<Contact>({
  name: 'chat-contacts',
  version: 1,
  schema: contactSchema,
  seed: seedContacts,
});

export const chats = defineCollection<Chat>({
  name: 'chat-chats',
  version: 2,
  schema: chatSchema,
  seed: () => seedChats(),
});

export const profile = defineCollection<ProfileUser>({
  name: 'chat-profile',
  version: 2,
  schema: profileUserSchema,
  seed: seedProfile,
});

const profileUser = async (): Promise<ProfileUser> =>
  (await profile.find(PROFILE_ID)) ?? (seedProfile()[0] as ProfileUser);

const lastTime = (chat: Chat) => chat.messages.at(-1)?.time ?? '';

/** Contacts with a conversation, the most recent first, with their unseen count and last message. */
export async function chatsContacts(): Promise<ChatContact[]> {
  const byId = new Map((await contacts.all()).map((contact) => [contact.id, contact]));
  return [...(await chats.all())]
    .sort((a, b) => lastTime(b).localeCompare(lastTime(a)))
    .flatMap((chat) => {
      const contact = byId.get(chat.userId);
      if (!contact) return [];
      const lastMessage = chat.messages.at(-1) ?? null;
      return [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage } }];
    });
}

const byName = (a: Contact, b: Contact) => a.fullName.localeCompare(b.fullName, 'pt-BR');

const chatOf = async (contactId: number) =>
  (await chats.all()).find((chat) => chat.userId === contactId);

const idParam = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));

/** Reading needs `read Chat`; sending `create Chat`; a status change `update Chat`. */
const api = demoApi('Chat');

export const chatHandlers = [
  api.get('/apps/chat/chats-and-contacts', async () =>
    HttpResponse.json({
      chatsContacts: await chatsContacts(),
      contacts: [...(await contacts.all())].sort(byName),
      profileUser: await profileUser(),
    }),
  ),

  api.get('/apps/chat/users/profile-user', async () => HttpResponse.json(await profileUser())),

  // Opening a conversation is reading it: its unseen messages are seen.
  api.get('/apps/chat/get-chat', async ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');
    const contact = id.success ? await contacts.find(id.data) : undefined;
    if (!contact) return notFound();
    const chat = await chatOf(contact.id);
    const seen =
      chat && chat.unseenMsgs > 0 ? await chats.update(chat.id, { unseenMsgs: 0 }) : chat;
    return HttpResponse.json({ contact, chat: seen ?? null });
  }),

  api.post('/apps/chat/send-msg', async ({ request }) => {
    const body = await readBody(request, sendMessageSchema);
    if (!body) return invalidBody(request);
    const contact = await contacts.find(body.obj.contact);
    if (!contact) return notFound();
    const msg = {
      message: body.obj.message.trim(),
      time: new Date().toISOString(),
      senderId: PROFILE_ID,
    };
    // Appended to the conversation as stored now: another tab's message is kept.
    const append = async (existing: Chat) =>
      (await chats.update(existing.id, (stored) => ({
        messages: [...stored.messages, msg],
      }))) as Chat;
    const existing = await chatOf(contact.id);
    if (existing) return HttpResponse.json({ msg, chat: await append(existing) });
    // One conversation per contact, even when two tabs send the first message at once.
    const started = await chats
      .insert((id) => ({ id, userId: contact.id, unseenMsgs: 0, messages: [msg] }), {
        uniqueBy: (stored) => [String(stored.userId)],
      })
      .catch((error: unknown) => {
        if (error instanceof DemoDuplicateError) return append(error.existing as Chat);
        throw error;
      });
    return HttpResponse.json({ msg, chat: started });
  }),

  api.post(
    '/apps/chat/users/profile-user/status',
    async ({ request }) => {
      const body = await readBody(request, updateStatusSchema);
      if (!body) return invalidBody(request);
      const current = await profileUser();
      const next = await profile.update(current.id, { status: body.status });
      if (next) return HttpResponse.json(next);
      return HttpResponse.json(await profile.insert({ ...current, status: body.status }));
    },
    'update',
  ),
];
