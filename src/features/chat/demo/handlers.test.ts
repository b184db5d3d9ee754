import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import {
  activeChatSchema,
  chatsAndContactsSchema,
  profileUserSchema,
  sentMessageSchema,
} from '../types';
import { PROFILE_ID } from './data';
import { chats, contacts } from './handlers';

const { call, signOut } = demoApiClient();

async function overview() {
  const response = await call('/apps/chat/chats-and-contacts');
  expect(response.status).toBe(200);
  return chatsAndContactsSchema.parse(await response.json());
}

const send = (contact: unknown, message: unknown) =>
  call('/apps/chat/send-msg', { obj: { contact, message } });

const withoutChat = async () => {
  const chatting = new Set((await chats.all()).map((chat) => chat.userId));
  return (await contacts.all()).filter((contact) => !chatting.has(contact.id));
};

describe('chat API', () => {
  it('lists conversations newest first, every contact by name, and the profile user', async () => {
    const data = await overview();
    expect(data.chatsContacts.length).toBeGreaterThanOrEqual(6);
    const times = data.chatsContacts.map((item) => item.chat.lastMessage?.time ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(data.chatsContacts.filter((item) => item.chat.unseenMsgs > 0).length).toBeGreaterThan(2);
    expect(data.contacts.map((contact) => contact.fullName)).toEqual(
      [...data.contacts.map((contact) => contact.fullName)].sort((a, b) =>
        a.localeCompare(b, 'pt-BR'),
      ),
    );
    expect((await withoutChat()).length).toBeGreaterThan(2);
    expect(data.profileUser).toMatchObject({ id: PROFILE_ID, fullName: 'Helena Duarte' });
    const profile = await call('/apps/chat/users/profile-user');
    expect(profileUserSchema.parse(await profile.json())).toEqual(data.profileUser);
  });

  it('opening a chat sets its unseen count to 0, for good', async () => {
    const unseen = (await overview()).chatsContacts.find((item) => item.chat.unseenMsgs > 0);
    expect(unseen).toBeDefined();
    const response = await call(`/apps/chat/get-chat?id=${unseen?.id}`);
    expect(response.status).toBe(200);
    const active = activeChatSchema.parse(await response.json());
    expect(active.contact.id).toBe(unseen?.id);
    expect(active.chat?.unseenMsgs).toBe(0);
    expect(active.chat?.messages.length).toBeGreaterThan(0);
    const after = (await overview()).chatsContacts.find((item) => item.id === unseen?.id);
    expect(after?.chat.unseenMsgs).toBe(0);
  });

  it('opens a contact without a chat as a contact with no chat yet', async () => {
    const contact = (await withoutChat())[0];
    const active = activeChatSchema.parse(
      await (await call(`/apps/chat/get-chat?id=${contact?.id}`)).json(),
    );
    expect(active).toEqual({ contact, chat: null });
  });

  it('answers 404 for an unknown contact, on reading and on sending', async () => {
    expect((await call('/apps/chat/get-chat?id=9999')).status).toBe(404);
    expect((await call('/apps/chat/get-chat?id=abc')).status).toBe(404);
    expect((await call('/apps/chat/get-chat')).status).toBe(404);
    expect((await send(9999, 'Olá')).status).toBe(404);
  });

  it('stores a message at the end of an existing chat and moves it to the top', async () => {
    const last = (await overview()).chatsContacts.at(-1);
    const before =
      (await chats.all()).find((chat) => chat.userId === last?.id)?.messages.length ?? 0;
    const response = await send(last?.id, '  Combinado, até amanhã!  ');
    expect(response.status).toBe(200);
    const { msg, chat } = sentMessageSchema.parse(await response.json());
    expect(msg).toMatchObject({ message: 'Combinado, até amanhã!', senderId: PROFILE_ID });
    expect(chat.messages).toHaveLength(before + 1);
    expect(chat.messages.at(-1)).toEqual(msg);
    expect((await overview()).chatsContacts[0]?.id).toBe(last?.id);
  });

  it('gives a contact without a chat a new one with the next id', async () => {
    const [contact] = await withoutChat();
    const nextId = Math.max(...(await chats.all()).map((chat) => chat.id)) + 1;
    const { chat } = sentMessageSchema.parse(
      await (await send(contact?.id, 'Oi! Tudo bem?\nPodemos falar amanhã?')).json(),
    );
    expect(chat).toMatchObject({ id: nextId, userId: contact?.id, unseenMsgs: 0 });
    expect(chat.messages.map((item) => item.message)).toEqual([
      'Oi! Tudo bem?\nPodemos falar amanhã?',
    ]);
    const data = await overview();
    expect(data.chatsContacts[0]?.id).toBe(contact?.id);
  });

  it('keeps one conversation per contact when two first messages are sent at once', async () => {
    const [contact] = await withoutChat();
    const answers = await Promise.all([
      send(contact?.id, 'Primeira'),
      send(contact?.id, 'Segunda'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const theirs = (await chats.all()).filter((chat) => chat.userId === contact?.id);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.messages.map((item) => item.message).sort()).toEqual(['Primeira', 'Segunda']);
  });

  it('refuses an empty, blank, too long or malformed message with a 400', async () => {
    const contact = (await contacts.all())[0]?.id;
    const before = JSON.stringify(await chats.all());
    for (const body of [
      { obj: { contact, message: '' } },
      { obj: { contact, message: ' \n\t ' } },
      { obj: { contact, message: 'a'.repeat(2001) } },
      { obj: { contact: 'um', message: 'Olá' } },
      { obj: { message: 'Olá' } },
      { contact, message: 'Olá' },
    ]) {
      expect((await call('/apps/chat/send-msg', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(JSON.stringify(await chats.all())).toBe(before);
  });

  it('changes the profile user’s status, kept across calls, and refuses an unknown one', async () => {
    const response = await call('/apps/chat/users/profile-user/status', { status: 'busy' });
    expect(response.status).toBe(200);
    expect(profileUserSchema.parse(await response.json()).status).toBe('busy');
    expect((await overview()).profileUser.status).toBe('busy');
    expect(
      (await call('/apps/chat/users/profile-user/status', { status: 'sleeping' })).status,
    ).toBe(400);
    expect((await overview()).profileUser.status).toBe('busy');
  });

  it('answers 401 without a token', async () => {
    signOut();
    expect((await call('/apps/chat/chats-and-contacts')).status).toBe(401);
  });
});
