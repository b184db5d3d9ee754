import { sanitizeHtml } from '@/components/safe-html/sanitize';
import type { Email } from '../types';
import { emptyDraft, type Draft } from './draft';

/*
 * A reply or a forward quotes the message sanitised, so this module carries the sanitiser: it is
 * loaded when someone answers (use-compose), not with the mailbox.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface ResponseTexts {
  /** "Re:" or "Enc:" in the active language. */
  prefix: string;
  /** The line above the quoted message, e.g. "Em 3 de mar., Ana escreveu:". */
  header: string;
}

/** A reply to the last message of the thread, or a forward of it with its attachments. */
export function responseDraft(email: Email, kind: 'reply' | 'forward', texts: ResponseTexts) {
  const last = email.replies.at(-1) ?? email;
  const alreadyPrefixed = email.subject.toLowerCase().startsWith(texts.prefix.toLowerCase());
  return {
    ...emptyDraft(),
    to: kind === 'reply' ? [last.from.email] : [],
    subject: alreadyPrefixed ? email.subject : `${texts.prefix} ${email.subject}`,
    html: `<p></p><p>${escapeHtml(texts.header)}</p><blockquote>${sanitizeHtml(last.message)}</blockquote>`,
    attachments:
      kind === 'forward'
        ? last.attachments.map((file, index) => ({
            id: `forward-${index}`,
            name: file.fileName,
            size: file.size,
            type: '',
          }))
        : [],
  } satisfies Draft;
}

/** A saved draft (Drafts folder) back in the compose, to go on writing it. */
export function draftFromEmail(email: Email): Draft {
  return {
    ...emptyDraft(),
    to: email.to.map((person) => person.email),
    cc: email.cc,
    bcc: email.bcc,
    showCopies: email.cc.length + email.bcc.length > 0,
    subject: email.subject,
    html: sanitizeHtml(email.message),
    attachments: email.attachments.map((file, index) => ({
      id: `draft-${email.id}-${index}`,
      name: file.fileName,
      size: file.size,
      type: '',
    })),
    serverId: email.id,
  };
}
