import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { emailsResponseSchema, storedEmailSchema, type Outgoing } from '../types';
import { emails } from './handlers';

const api = demoApiClient();
const post = (path: string, body: unknown) => api.call(path, body);

async function folder(name: string) {
  const response = await api.call(`/apps/email/emails?folder=${name}`);
  return emailsResponseSchema.parse(await response.json());
}

const message: Outgoing = {
  to: ['joana.pires@exemplo.com.br'],
  cc: [],
  bcc: ['arquivo@exemplo.com.br'],
  subject: 'Proposta revisada',
  message: '<p>Segue a proposta com os valores de dezembro.</p>',
  attachments: [{ fileName: 'proposta.pdf', size: 48_213 }],
};

describe('sending and saving drafts (our calls)', () => {
  it('sends: the message lands first in Sent, read, from the signed-in user', async () => {
    const response = await post('/apps/email/send', { message });
    expect(response.status).toBe(201);
    const { email } = storedEmailSchema.parse(await response.json());
    expect(email).toMatchObject({
      folder: 'sent',
      isRead: true,
      subject: 'Proposta revisada',
      from: { name: 'Helena Duarte', email: 'admin@demo.com' },
      to: [{ email: 'joana.pires@exemplo.com.br' }],
      bcc: ['arquivo@exemplo.com.br'],
    });
    expect(email.attachments[0]).toMatchObject({ fileName: 'proposta.pdf', size: 48_213 });
    expect(email.id).toBe(Math.max(...(await emails.all()).map((item) => item.id)));
    expect((await folder('sent')).emails[0]?.id).toBe(email.id);
  });

  it('refuses a message without a recipient or with a wrong address (400)', async () => {
    const before = (await emails.all()).length;
    expect(
      (await post('/apps/email/send', { message: { ...message, to: [], bcc: [] } })).status,
    ).toBe(400);
    expect(
      (await post('/apps/email/send', { message: { ...message, to: ['joana@'] } })).status,
    ).toBe(400);
    expect((await post('/apps/email/send', { message: { subject: 'x' } })).status).toBe(400);
    expect(await emails.all()).toHaveLength(before);
  });

  it('saves a draft, replaces it, and counts it among the drafts', async () => {
    const { emailsMeta: before } = await folder('inbox');
    const created = await post('/apps/email/save-draft', {
      draft: { ...message, to: ['joana@'], subject: 'Rascunho' },
    });
    expect(created.status).toBe(201);
    const { email: draft } = storedEmailSchema.parse(await created.json());
    expect(draft).toMatchObject({
      folder: 'draft',
      subject: 'Rascunho',
      to: [{ email: 'joana@' }],
    });
    expect((await folder('inbox')).emailsMeta.draft).toBe(before.draft + 1);

    const replaced = await post('/apps/email/save-draft', {
      draft: { ...message, id: draft.id, subject: 'Rascunho 2' },
    });
    expect(replaced.status).toBe(200);
    expect(storedEmailSchema.parse(await replaced.json()).email).toMatchObject({
      id: draft.id,
      subject: 'Rascunho 2',
    });
    expect((await folder('inbox')).emailsMeta.draft).toBe(before.draft + 1);
  });

  it('sending a saved draft takes it out of Drafts', async () => {
    const saved = storedEmailSchema.parse(
      await (await post('/apps/email/save-draft', { draft: message })).json(),
    ).email;
    const drafts = (await folder('draft')).emailsMeta.draft;
    const sent = await post('/apps/email/send', { message: { ...message, draftId: saved.id } });
    expect(sent.status).toBe(201);
    expect(await emails.find(saved.id)).toBeUndefined();
    expect((await folder('draft')).emailsMeta.draft).toBe(drafts - 1);
  });

  it('answers 404 for a draft id that is not a saved draft', async () => {
    const inboxEmail = (await emails.all()).find((email) => email.folder === 'inbox');
    for (const id of [999_999, inboxEmail?.id]) {
      expect(
        (await post('/apps/email/send', { message: { ...message, draftId: id } })).status,
      ).toBe(404);
      expect((await post('/apps/email/save-draft', { draft: { ...message, id } })).status).toBe(
        404,
      );
    }
  });

  it('needs a signed-in caller (401)', async () => {
    api.signOut();
    expect((await post('/apps/email/send', { message })).status).toBe(401);
  });
});
