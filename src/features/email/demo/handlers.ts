import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { badRequest, demoApi, invalidBody, notFound, readBody } from '@/lib/demo/api';
import { defineCollection } from '@/lib/demo/db';
import { searchRows, sortRows } from '@/lib/demo/list';
import { readRaw } from '@/lib/storage';
import {
  emailSchema,
  labelSchema,
  saveDraftSchema,
  sendEmailSchema,
  updateEmailsSchema,
  updateLabelSchema,
  viewSchema,
  type Email,
  type EmailView,
  type Label,
  type Outgoing,
} from '../types';
import { buildEmails, seedEmails } from './data';

/**
 * Scale checks ask for the 5,000-email mailbox by setting this key to `on` before the app
 * loads: a seed of its own (switching back reseeds the usual mailbox).
 */
export const LARGE_MAILBOX_KEY = 'mirante:demo-large-mailbox';
const largeMailbox = readRaw(LARGE_MAILBOX_KEY) === 'on';

/** The email calls (SPEC §4, §7, §8, §9), answered from the demo database. */
export const emails = defineCollection<Email>({
  name: 'emails',
  version: 1,
  schema: emailSchema,
  seed: () => (largeMailbox ? buildEmails(5000) : seedEmails()),
  ...(largeMailbox ? { variant: 'large' } : {}),
});

interface ListQuery {
  view: EmailView;
  label?: Label | undefined;
  q?: string | undefined;
}

const searchFields = [(email: Email) => email.from.name, (email: Email) => email.subject];

const inView = (email: Email, view: EmailView) =>
  view === 'starred' ? email.isStarred && email.folder !== 'trash' : email.folder === view;

/**
 * The list a person sees: a folder (or starred), or one label across the folders but the
 * trash; searched on sender name and subject, case- and accent-blind; newest first; never
 * a deleted email.
 */
export function listEmails({ view, label, q }: ListQuery, source: readonly Email[]): Email[] {
  const shown = source.filter(
    (email) =>
      !email.isDeleted &&
      (label ? email.labels.includes(label) && email.folder !== 'trash' : inView(email, view)),
  );
  return sortRows(searchRows(shown, q ?? '', searchFields), (email) => email.time, 'desc');
}

export function emailsMeta(source: readonly Email[]) {
  const live = source.filter((email) => !email.isDeleted);
  return {
    inbox: live.filter((email) => email.folder === 'inbox' && !email.isRead).length,
    spam: live.filter((email) => email.folder === 'spam' && !email.isRead).length,
    draft: live.filter((email) => email.folder === 'draft').length,
  };
}

/** The email with its neighbours in its folder's list (the order the list shows). */
async function withNeighbours(email: Email) {
  const list = listEmails({ view: email.folder }, await emails.all());
  const index = list.findIndex((candidate) => candidate.id === email.id);
  return { list, index };
}

const isAddress = (value: string) => z.email().safeParse(value).success;

/** A message from the caller, as the mailbox stores it. */
const written =
  (outgoing: Outgoing, from: Email['from'], folder: 'sent' | 'draft') =>
  (id: number): Email => ({
    id,
    from,
    // Only the address is known: the list shows it where a name would be.
    to: outgoing.to.map((email) => ({ name: email, email })),
    cc: outgoing.cc,
    bcc: outgoing.bcc,
    subject: outgoing.subject,
    message: outgoing.message,
    attachments: outgoing.attachments.map((file) => ({ ...file, thumbnail: '', url: '' })),
    time: new Date().toISOString(),
    isStarred: false,
    labels: [],
    replies: [],
    folder,
    isRead: true,
  });

/** A saved draft that may be replaced or sent: in Drafts, not deleted. */
const isSavedDraft = async (id: number) => {
  const draft = await emails.find(id);
  return draft?.folder === 'draft' && !draft.isDeleted;
};

const idParam = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number));

/** Reading mail needs `read Email`; moving, flagging and labelling need `update Email`. */
const api = demoApi('Email');

export const emailHandlers = [
  api.get('/apps/email/emails', async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const view = viewSchema.safeParse(params.get('folder') ?? 'inbox');
    const label = params.get('label') ? labelSchema.safeParse(params.get('label')) : null;
    if (!view.success || (label && !label.success)) return badRequest();
    const all = await emails.all();
    return HttpResponse.json({
      emails: listEmails({ view: view.data, label: label?.data, q: params.get('q') ?? '' }, all),
      emailsMeta: emailsMeta(all),
    });
  }),

  api.post(
    '/apps/email/update-emails',
    async ({ request }) => {
      const body = await readBody(request, updateEmailsSchema);
      if (!body) return invalidBody(request);
      const ids = new Set(body.emailIds);
      const updated = await emails.updateWhere(
        (email) => ids.has(email.id),
        () => body.dataToUpdate,
      );
      return HttpResponse.json({ emails: updated });
    },
    'update',
  ),

  api.post(
    '/apps/email/update-emails-label',
    async ({ request }) => {
      const body = await readBody(request, updateLabelSchema);
      if (!body) return invalidBody(request);
      const ids = new Set(body.emailIds);
      const updated = await emails.updateWhere(
        (email) => ids.has(email.id),
        (email) => ({
          labels: email.labels.includes(body.label)
            ? email.labels.filter((label) => label !== body.label)
            : [...email.labels, body.label],
        }),
      );
      return HttpResponse.json({ emails: updated });
    },
    'update',
  ),

  api.post('/apps/email/send', async ({ request, caller }) => {
    const body = await readBody(request, sendEmailSchema);
    if (!body) return invalidBody(request);
    const { draftId, ...outgoing } = body.message;
    const addresses = [...outgoing.to, ...outgoing.cc, ...outgoing.bcc];
    if (outgoing.to.length + outgoing.cc.length + outgoing.bcc.length === 0)
      return badRequest('A message needs a recipient');
    if (!addresses.every(isAddress)) return badRequest('Invalid address');
    const from = { ...caller.profile };
    if (draftId !== undefined && !(await isSavedDraft(draftId))) return notFound();
    const email = await emails.insert(written(outgoing, from, 'sent'), { at: 'start' });
    // The draft it came from is forgotten: the message exists once, in Sent.
    if (draftId !== undefined) await emails.remove(draftId);
    return HttpResponse.json({ email }, { status: 201 });
  }),

  api.post('/apps/email/save-draft', async ({ request, caller }) => {
    const body = await readBody(request, saveDraftSchema);
    if (!body) return invalidBody(request);
    const { id, ...outgoing } = body.draft;
    const from = { ...caller.profile };
    if (id === undefined) {
      const email = await emails.insert(written(outgoing, from, 'draft'), { at: 'start' });
      return HttpResponse.json({ email }, { status: 201 });
    }
    if (!(await isSavedDraft(id))) return notFound();
    const { id: _same, ...fields } = written(outgoing, from, 'draft')(id);
    return HttpResponse.json({ email: await emails.update(id, fields) });
  }),

  api.get('/apps/email/get-email', async ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id') ?? '');
    const email = id.success ? await emails.find(id.data) : undefined;
    if (!email || email.isDeleted) return notFound();
    const { list, index } = await withNeighbours(email);
    return HttpResponse.json({
      ...email,
      hasPreviousMail: index > 0,
      hasNextMail: index >= 0 && index < list.length - 1,
    });
  }),

  api.get('/apps/email/paginate-email', async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const dir = z.enum(['previous', 'next']).safeParse(params.get('dir'));
    const id = idParam.safeParse(params.get('emailId') ?? '');
    const email = id.success ? await emails.find(id.data) : undefined;
    if (!dir.success || !email || email.isDeleted) return notFound();
    const { list, index } = await withNeighbours(email);
    const neighbour = list[dir.data === 'next' ? index + 1 : index - 1];
    if (index === -1 || !neighbour) return notFound();
    const at = index + (dir.data === 'next' ? 1 : -1);
    return HttpResponse.json({
      ...neighbour,
      hasPreviousMail: at > 0,
      hasNextMail: at < list.length - 1,
    });
  }),
];
