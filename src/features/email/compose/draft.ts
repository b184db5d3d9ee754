import * as z from 'zod/mini';
import { htmlToText } from '@/components/safe-html/text';
import type { Outgoing } from '../types';

/**
 * The message being written. It lives in the compose store and in localStorage, so a
 * closed compose, a reload or a crash loses nothing the user typed. Attachments keep their
 * name, size and type: the demo has no upload call, so the bytes are never needed.
 */
export const attachmentDraftSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type AttachmentDraft = z.infer<typeof attachmentDraftSchema>;

export const draftSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** Whether the Cc and Bcc fields are shown. */
  showCopies: z.boolean(),
  subject: z.string(),
  /** Tiptap's HTML: sanitised again whenever it comes from elsewhere. */
  html: z.string(),
  attachments: z.array(attachmentDraftSchema),
  /** The saved draft (Drafts folder) this message continues, if any. */
  serverId: z.optional(z.number()),
});
export type Draft = z.infer<typeof draftSchema>;
export type RecipientField = 'to' | 'cc' | 'bcc';
export const recipientFields: readonly RecipientField[] = ['to', 'cc', 'bcc'];

export const emptyDraft = (): Draft => ({
  to: [],
  cc: [],
  bcc: [],
  showCopies: false,
  subject: '',
  html: '',
  attachments: [],
});

/** The draft as the send and save-draft calls take it. */
export const toOutgoing = (draft: Draft): Outgoing => ({
  to: draft.to,
  cc: draft.cc,
  bcc: draft.bcc,
  subject: draft.subject,
  message: draft.html,
  attachments: draft.attachments.map((file) => ({ fileName: file.name, size: file.size })),
});

/** One attachment may not exceed this (a common mail-server limit). */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

const emailAddress = z.email();
export const isEmailAddress = (value: string) => emailAddress.safeParse(value).success;

/** Typed or pasted text split into addresses: commas, semicolons, spaces and new lines. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.replace(/^<|>$/g, '').trim())
    .filter(Boolean);
}

/** Adds addresses to a field, leaving out the ones already there (case-insensitive). */
export function addAddresses(current: readonly string[], incoming: readonly string[]): string[] {
  const seen = new Set(current.map((address) => address.toLowerCase()));
  const next = [...current];
  for (const address of incoming) {
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    next.push(address);
  }
  return next;
}

export function hasContent(draft: Draft): boolean {
  return (
    recipientFields.some((field) => draft[field].length > 0) ||
    draft.subject.trim() !== '' ||
    htmlToText(draft.html).trim() !== '' ||
    draft.attachments.length > 0
  );
}

/** What stops a draft from being sent: invalid addresses per field, or no recipient. */
export interface DraftProblems {
  invalid: Partial<Record<RecipientField, string[]>>;
  noRecipient: boolean;
}

export function findProblems(draft: Draft): DraftProblems | null {
  const invalid: DraftProblems['invalid'] = {};
  for (const field of recipientFields) {
    const wrong = draft[field].filter((address) => !isEmailAddress(address));
    if (wrong.length > 0) invalid[field] = wrong;
  }
  const noRecipient = !recipientFields.some((field) =>
    draft[field].some((address) => isEmailAddress(address)),
  );
  return noRecipient || Object.keys(invalid).length > 0 ? { invalid, noRecipient } : null;
}
