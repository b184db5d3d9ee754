import { beforeEach, describe, expect, it } from 'vitest';
import { issueTokens } from '@/lib/demo/tokens';
import { emailSchema, emailsResponseSchema, updatedEmailsSchema, type Email } from '../types';
import { buildEmails, UNSAFE_SUBJECT } from './data';
import { emails, emailsMeta, listEmails } from './handlers';

let token = '';
beforeEach(async () => {
  token = (await issueTokens(1)).accessToken;
});

async function call(path: string, body?: unknown) {
  return fetch(`http://localhost:3000${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function list(query = '') {
  const response = await call(`/apps/email/emails${query}`);
  expect(response.status).toBe(200);
  return emailsResponseSchema.parse(await response.json());
}

const newestFirst = (items: Email[]) =>
  items.every(
    (item, index) =>
      index === 0 || Date.parse(items[index - 1]?.time ?? '') >= Date.parse(item.time),
  );

describe('email API', () => {
  it('seeds at least 24 Portuguese emails over every folder, with the unsafe one in the inbox', async () => {
    const all = await emails.all();
    expect(all.length).toBeGreaterThanOrEqual(24);
    for (const folder of ['inbox', 'draft', 'spam', 'sent', 'trash']) {
      expect(
        all.some((email) => email.folder === folder),
        folder,
      ).toBe(true);
    }
    expect(all.some((email) => email.attachments.length > 0)).toBe(true);
    expect(all.some((email) => email.replies.length > 0)).toBe(true);
    expect(all.some((email) => email.labels.length > 0)).toBe(true);
    expect(all.find((email) => email.subject === UNSAFE_SUBJECT)?.message).toContain('onerror');
    for (const email of all)
      expect(emailSchema.safeParse(email).success, String(email.id)).toBe(true);
  });

  it('lists the inbox by default, newest first, with the counts', async () => {
    const { emails: inbox, emailsMeta: meta } = await list();
    expect(inbox.length).toBeGreaterThan(0);
    expect(inbox.every((email) => email.folder === 'inbox')).toBe(true);
    expect(newestFirst(inbox)).toBe(true);
    expect(meta).toEqual(emailsMeta(await emails.all()));
    expect(meta.inbox).toBe(inbox.filter((email) => !email.isRead).length);
    expect(meta.draft).toBe(
      (await emails.all()).filter((email) => email.folder === 'draft').length,
    );
  });

  it('lists a folder, the starred view and a label across folders', async () => {
    const spam = (await list('?folder=spam')).emails;
    expect(spam.every((email) => email.folder === 'spam')).toBe(true);
    const starred = (await list('?folder=starred')).emails;
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.every((email) => email.isStarred && email.folder !== 'trash')).toBe(true);
    const company = (await list('?label=company')).emails;
    expect(
      company.every((email) => email.labels.includes('company') && email.folder !== 'trash'),
    ).toBe(true);
    expect(new Set(company.map((email) => email.folder)).size).toBeGreaterThan(1);
    expect((await call('/apps/email/emails?folder=archive')).status).toBe(400);
  });

  it('searches sender name and subject, ignoring case', async () => {
    const bySubject = (await list('?q=RELATÓRIO')).emails;
    expect(bySubject.length).toBeGreaterThan(0);
    expect(bySubject.every((email) => email.subject.toLowerCase().includes('relatório'))).toBe(
      true,
    );
    const bySender = (await list('?q=ana beatriz')).emails;
    expect(bySender.every((email) => email.from.name === 'Ana Beatriz Souza')).toBe(true);
    expect(bySender.length).toBeGreaterThan(0);
    expect((await list('?q=nada-parecido')).emails).toEqual([]);
  });

  it('searches without minding accents, either way', async () => {
    const accented = (await list('?q=relatório')).emails;
    expect(accented.length).toBeGreaterThan(0);
    expect((await list('?q=RELATORIO')).emails).toEqual(accented);
    const inbox = (await list()).emails;
    const ferias = inbox.filter((email) => email.subject.includes('Férias'));
    expect(ferias.length).toBeGreaterThan(0);
    expect((await list('?q=ferias')).emails.map((email) => email.id)).toEqual(
      ferias.map((email) => email.id),
    );
  });

  it('sets read, starred and folder on every listed email, and never shows deleted ones', async () => {
    const [first, second] = (await list()).emails;
    const ids = [first?.id ?? 0, second?.id ?? 0];
    const updated = updatedEmailsSchema.parse(
      await (
        await call('/apps/email/update-emails', {
          emailIds: ids,
          dataToUpdate: { isRead: true, isStarred: true },
        })
      ).json(),
    );
    expect(updated.emails.every((email) => email.isRead && email.isStarred)).toBe(true);
    await call('/apps/email/update-emails', {
      emailIds: [ids[0]],
      dataToUpdate: { folder: 'spam' },
    });
    expect((await list()).emails.map((email) => email.id)).not.toContain(ids[0]);
    expect((await list('?folder=spam')).emails.map((email) => email.id)).toContain(ids[0]);
    await call('/apps/email/update-emails', {
      emailIds: [ids[1]],
      dataToUpdate: { isDeleted: true },
    });
    for (const view of ['inbox', 'starred', 'trash']) {
      expect((await list(`?folder=${view}`)).emails.map((email) => email.id)).not.toContain(ids[1]);
    }
    const bad = await call('/apps/email/update-emails', {
      emailIds: ids,
      dataToUpdate: { subject: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('toggles a label: added where absent, removed where present', async () => {
    const all = await emails.all();
    const withLabel = all.find((email) => email.labels.includes('personal'));
    const without = all.find((email) => !email.labels.includes('personal'));
    const ids = [withLabel?.id ?? 0, without?.id ?? 0];
    await call('/apps/email/update-emails-label', { emailIds: ids, label: 'personal' });
    expect((await emails.find(ids[0] ?? 0))?.labels).not.toContain('personal');
    expect((await emails.find(ids[1] ?? 0))?.labels).toContain('personal');
    await call('/apps/email/update-emails-label', { emailIds: ids, label: 'personal' });
    expect((await emails.find(ids[0] ?? 0))?.labels).toContain('personal');
    expect((await emails.find(ids[1] ?? 0))?.labels).not.toContain('personal');
  });

  it('opens an email with its neighbours, and answers 404 for an unknown one', async () => {
    const inbox = (await list()).emails;
    const first = emailSchema.parse(
      await (await call(`/apps/email/get-email?id=${inbox[0]?.id}`)).json(),
    );
    expect(first).toMatchObject({ hasPreviousMail: false, hasNextMail: true });
    const last = emailSchema.parse(
      await (await call(`/apps/email/get-email?id=${inbox.at(-1)?.id}`)).json(),
    );
    expect(last).toMatchObject({ hasPreviousMail: true, hasNextMail: false });
    expect((await call('/apps/email/get-email?id=99999')).status).toBe(404);
    expect((await call('/apps/email/get-email?id=abc')).status).toBe(404);
  });

  it('walks to the next and previous email in list order, and stops at the ends', async () => {
    const inbox = (await list()).emails;
    const next = emailSchema.parse(
      await (await call(`/apps/email/paginate-email?dir=next&emailId=${inbox[0]?.id}`)).json(),
    );
    expect(next.id).toBe(inbox[1]?.id);
    const back = emailSchema.parse(
      await (await call(`/apps/email/paginate-email?dir=previous&emailId=${next.id}`)).json(),
    );
    expect(back.id).toBe(inbox[0]?.id);
    expect(
      (await call(`/apps/email/paginate-email?dir=previous&emailId=${inbox[0]?.id}`)).status,
    ).toBe(404);
    expect(
      (await call(`/apps/email/paginate-email?dir=next&emailId=${inbox.at(-1)?.id}`)).status,
    ).toBe(404);
    expect((await call('/apps/email/paginate-email?dir=sideways&emailId=1')).status).toBe(404);
  });

  it('needs a valid bearer token', async () => {
    token = 'garbage';
    expect((await call('/apps/email/emails')).status).toBe(401);
  });

  it('lists 5,000 emails', async ({ annotate }) => {
    const big = buildEmails(5000);
    expect(new Set(big.map((email) => email.id)).size).toBe(5000);
    const started = performance.now();
    const found = listEmails({ view: 'inbox', q: 'relatório' }, big);
    const elapsed = performance.now() - started;
    expect(found.length).toBeGreaterThan(100);
    // A figure for the notes, not a limit: a busy machine must not fail the suite.
    await annotate(`5,000 emails searched in ${elapsed.toFixed(1)} ms`, 'measure');
  });
});
