import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';
import { cleanText } from '@/lib/text-rules';

/**
 * The chat's entities and calls (SPEC §3, §4, §7). The spec names the paths only: the
 * payloads below are ours (docs/demo-api/chat.md).
 */
export const statuses = ['online', 'busy', 'away', 'offline'] as const;
export const statusSchema = z.enum(statuses);
export type Status = z.infer<typeof statusSchema>;

export const contactSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: statusSchema,
});
export type Contact = z.infer<typeof contactSchema>;

/** The signed-in user as the chat knows them: a contact with their own status. */
export const profileUserSchema = contactSchema;
export type ProfileUser = z.infer<typeof profileUserSchema>;

export const messageSchema = z.object({
  message: z.string(),
  /** ISO 8601, with its zone; a stored value that is not a real moment is healed. */
  time: instantSchema(),
  senderId: z.number(),
});
export type Message = z.infer<typeof messageSchema>;

/** One conversation with one contact (`userId`). */
export const chatSchema = z.object({
  id: z.number(),
  userId: z.number(),
  unseenMsgs: z.number(),
  messages: z.array(messageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

/** A contact with a conversation, as the list shows it: its unseen count and last message. */
export const chatContactSchema = z.object({
  ...contactSchema.shape,
  chat: z.object({
    id: z.number(),
    unseenMsgs: z.number(),
    lastMessage: z.nullable(messageSchema),
  }),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/** `GET /apps/chat/chats-and-contacts`: conversations newest first, every contact by name. */
export const chatsAndContactsSchema = z.object({
  chatsContacts: z.array(chatContactSchema),
  contacts: z.array(contactSchema),
  profileUser: profileUserSchema,
});
export type ChatsAndContacts = z.infer<typeof chatsAndContactsSchema>;

/** `GET /apps/chat/get-chat?id=<contact id>`: the contact and its chat (`null` before one). */
export const activeChatSchema = z.object({
  contact: contactSchema,
  chat: z.nullable(chatSchema),
});
export type ActiveChat = z.infer<typeof activeChatSchema>;

export const MAX_MESSAGE_LENGTH = 2000;

/** A message worth sending: not empty, not only spaces and line breaks, not too long. */
export const messageTextSchema = z.string().check(
  // Without invisible and bidi control characters, which could make the text read otherwise.
  z.overwrite(cleanText),
  z.refine((text) => text.trim().length > 0),
  z.maxLength(MAX_MESSAGE_LENGTH),
);

/** `POST /apps/chat/send-msg`: the contact's id and a message that is not blank. */
export const sendMessageSchema = z.object({
  obj: z.object({
    contact: z.int().check(z.positive()),
    message: messageTextSchema,
  }),
});
export type SendMessage = z.infer<typeof sendMessageSchema>['obj'];

export const sentMessageSchema = z.object({ msg: messageSchema, chat: chatSchema });
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** `POST /apps/chat/users/profile-user/status` (ours): `{ status }` → the profile user. */
export const updateStatusSchema = z.object({ status: statusSchema });
