import * as z from 'zod/mini';
import { instantSchema } from '@/lib/dates';

/** The email entity and its calls (SPEC §3, §4, §7). */
export const folders = ['inbox', 'draft', 'spam', 'sent', 'trash'] as const;
export const labels = ['private', 'company', 'important', 'personal'] as const;
export const folderSchema = z.enum(folders);
export const labelSchema = z.enum(labels);
export type Folder = z.infer<typeof folderSchema>;
export type Label = z.infer<typeof labelSchema>;
/** What the list can show: a folder, or the starred view (starred and not in trash). */
export const viewSchema = z.enum([...folders, 'starred']);
export type EmailView = z.infer<typeof viewSchema>;

const personSchema = z.object({ name: z.string(), email: z.string() });

export const attachmentSchema = z.object({
  fileName: z.string(),
  thumbnail: z.string(),
  url: z.string(),
  /** Bytes; the interface formats it in the active language. */
  size: z.number(),
});

const messageFields = {
  id: z.number(),
  from: z.object({ email: z.string(), name: z.string(), avatar: z.string() }),
  to: z.array(personSchema),
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** HTML written by the sender: rendered only through SafeHtml. */
  message: z.string(),
  attachments: z.array(attachmentSchema),
  time: instantSchema(),
};

export const replySchema = z.object(messageFields);

export const emailSchema = z.object({
  ...messageFields,
  isStarred: z.boolean(),
  labels: z.array(labelSchema),
  replies: z.array(replySchema),
  folder: folderSchema,
  isRead: z.boolean(),
  isDeleted: z.optional(z.boolean()),
  hasPreviousMail: z.optional(z.boolean()),
  hasNextMail: z.optional(z.boolean()),
});
export type Email = z.infer<typeof emailSchema>;
export type Reply = z.infer<typeof replySchema>;

export const emailsMetaSchema = z.object({
  inbox: z.number(),
  draft: z.number(),
  spam: z.number(),
});
export const emailsResponseSchema = z.object({
  emails: z.array(emailSchema),
  emailsMeta: emailsMetaSchema,
});
export type EmailsResponse = z.infer<typeof emailsResponseSchema>;

export const updateEmailsSchema = z.object({
  emailIds: z.array(z.number()),
  dataToUpdate: z.strictObject({
    folder: z.optional(folderSchema),
    isRead: z.optional(z.boolean()),
    isStarred: z.optional(z.boolean()),
    isDeleted: z.optional(z.boolean()),
  }),
});
export type EmailUpdate = z.infer<typeof updateEmailsSchema>['dataToUpdate'];

export const updateLabelSchema = z.object({ emailIds: z.array(z.number()), label: labelSchema });

export const updatedEmailsSchema = z.object({ emails: z.array(emailSchema) });

/**
 * What the compose sends or saves. Ours: the spec's email API has no send call (docs/demo-api/email.md,
 * "Sending"). Addresses are checked by the call that sends, not by the one that keeps a draft.
 */
const outgoingFields = {
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string().check(z.maxLength(250)),
  /** The editor's HTML: rendered only through SafeHtml. */
  message: z.string(),
  attachments: z.array(z.object({ fileName: z.string(), size: z.number() })),
};
export const outgoingSchema = z.object(outgoingFields);
export type Outgoing = z.infer<typeof outgoingSchema>;

/** `POST /apps/email/send`: `draftId` names the saved draft the message came from. */
export const sendEmailSchema = z.object({
  message: z.object({ ...outgoingFields, draftId: z.optional(z.number()) }),
});
/** `POST /apps/email/save-draft`: with `id`, the saved draft is replaced. */
export const saveDraftSchema = z.object({
  draft: z.object({ ...outgoingFields, id: z.optional(z.number()) }),
});
export const storedEmailSchema = z.object({ email: emailSchema });
