import { describe, expect, it } from 'vitest';
import { currentConfig } from '@/lib/config';
import { keepFile } from '@/lib/demo/files';
import { demoApiClient } from '@/test/demo-api';
import { accountSettingsSchema, type AccountSettings } from '../types';

const admin = demoApiClient(1);
const client = demoApiClient(2);

const read = async (call = admin.call, query = '') => {
  const response = await call(`/account-setting/data${query}`);
  expect(response.status).toBe(200);
  return accountSettingsSchema.parse(await response.json());
};

const general = (settings: AccountSettings, change: Partial<AccountSettings['general']> = {}) => ({
  ...settings.general,
  ...change,
});

/** The fields a 400 names. */
const refused = async (response: Response) => {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: Record<string, string[]> };
  return Object.keys(body.error).sort();
};

const passwordBody = (currentPassword: string, password = 'Mirante2026', confirm = password) => ({
  currentPassword,
  password,
  confirm,
});

describe('GET /account-setting/data', () => {
  it('answers the caller’s own settings, built from who they are, at version 0', async () => {
    const settings = await read();
    expect(settings.general).toEqual({
      avatar: '',
      username: 'helena.duarte',
      fullName: 'Helena Duarte',
      email: 'admin@demo.com',
      company: 'Mirante Tecnologia Ltda.',
      version: 0,
    });
    expect(settings.info).toMatchObject({ country: 'BR', version: 0 });
    expect(settings.info.bio).toMatch(/painéis/);
    expect(settings.info.dob).toMatch(/^(19[78]\d|199\d|2000)-\d{2}-\d{2}$/);
    expect(settings.info.phone).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
    expect(settings.social.socialLinks).toMatchObject({
      twitter: 'https://x.com/helena.duarte',
      facebook: '',
      linkedIn: 'https://www.linkedin.com/in/helena.duarte',
    });
    expect(settings.social.connections.google).toEqual({
      id: 'admin@demo.com',
      profileImg: '',
      connected: true,
    });
    expect(settings.social.connections.twitter.connected).toBe(false);
    expect(settings.notification).toEqual({
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: false,
      blogDigest: true,
      version: 0,
    });
    // The same defaults on every read: deterministic.
    expect(await read()).toEqual(settings);
  });

  it('lets the client read their own, and refuses another person’s (403) or no token (401)', async () => {
    expect((await read(client.call)).general).toMatchObject({
      fullName: 'Rafael Lima',
      email: 'client@demo.com',
      username: 'rafael.lima',
    });
    expect((await read(admin.call, '?userId=1')).general.fullName).toBe('Helena Duarte');
    expect((await admin.call('/account-setting/data?userId=2')).status).toBe(403);
    expect((await client.call('/account-setting/data?userId=1')).status).toBe(403);
    admin.signOut();
    expect((await admin.call('/account-setting/data')).status).toBe(401);
  });
});

describe('POST /account-setting/general (ours)', () => {
  it('saves the section, answers it with its new version, and the next read shows it', async () => {
    const before = await read();
    const change = { fullName: 'Helena Duarte Prado', company: 'Prado & Filhos' };
    const response = await admin.call('/account-setting/general', general(before, change));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(general(before, { ...change, version: 1 }));
    const after = await read();
    expect(after.general).toEqual(general(before, { ...change, version: 1 }));
    // Another person's settings are theirs: the client's are untouched.
    expect((await read(client.call)).general.fullName).toBe('Rafael Lima');
  });

  it('refuses bad fields by name, and a save made on an older version (409)', async () => {
    const before = await read();
    const bad = general(before, { email: 'helena@', username: 'a b', fullName: 'H' });
    expect(await refused(await admin.call('/account-setting/general', bad))).toEqual([
      'email',
      'fullName',
      'username',
    ]);
    expect(await refused(await admin.call('/account-setting/general', { ...bad, avatar: 'javascript:alert(1)' }))).toContain('avatar'); // prettier-ignore
    expect((await admin.call('/account-setting/general', general(before))).status).toBe(200);
    const stale = await admin.call('/account-setting/general', general(before, { company: 'X' }));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { current: { version: number } }).current.version).toBe(1);
  });

  it('keeps an avatar the caller sent of at most 800 KB, and refuses a larger or another’s', async () => {
    const before = await read();
    const png = (size: number) => new Uint8Array(size).buffer;
    const small = await keepFile({
      type: 'image/png',
      name: 'a.png',
      bytes: png(1000),
      owner: '1',
    });
    const large = await keepFile({ type: 'image/png', name: 'b.png', bytes: png(900 * 1024), owner: '1' }); // prettier-ignore
    const theirs = await keepFile({ type: 'image/png', name: 'c.png', bytes: png(1000), owner: '2' }); // prettier-ignore
    for (const avatar of [large, theirs]) {
      const response = await admin.call('/account-setting/general', general(before, { avatar }));
      expect(await refused(response)).toEqual(['avatar']);
    }
    const saved = await admin.call('/account-setting/general', general(before, { avatar: small }));
    expect(saved.status).toBe(200);
    expect((await read()).general.avatar).toBe(small);
  });

  it('lets the client save their own settings (read Auth is enough)', async () => {
    const before = await read(client.call);
    const response = await client.call('/account-setting/general', general(before, { company: 'Lima ME' })); // prettier-ignore
    expect(response.status).toBe(200);
    expect((await read(client.call)).general.company).toBe('Lima ME');
  });
});

describe('POST /account-setting/info (ours)', () => {
  const info = { bio: 'Olá!', dob: '1992-08-15', country: 'PT', website: 'https://helena.dev.br', phone: '(21) 3456-7890' }; // prettier-ignore

  it('saves the information and answers it', async () => {
    const response = await admin.call('/account-setting/info', { ...info, version: 0 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...info, version: 1 });
    expect((await read()).info).toEqual({ ...info, version: 1 });
    const empty = { bio: '', dob: '', country: '', website: '', phone: '', version: 1 };
    expect((await admin.call('/account-setting/info', empty)).status).toBe(200);
  });

  it('refuses a half phone, a day to come or not a day, an unknown country, a non-web address', async () => {
    const bad = { bio: 'x'.repeat(501), dob: '2999-01-01', country: 'XX', website: 'ftp://helena.dev', phone: '(21) 3456-78' }; // prettier-ignore
    expect(await refused(await admin.call('/account-setting/info', bad))).toEqual(['bio', 'country', 'dob', 'phone', 'website']); // prettier-ignore
    expect(await refused(await admin.call('/account-setting/info', { ...info, dob: '2001-02-30' }))).toEqual(['dob']); // prettier-ignore
    expect((await read()).info.version).toBe(0);
  });
});

describe('POST /account-setting/social (ours)', () => {
  it('saves the links, each on its own network, and refuses another network’s', async () => {
    const { social } = await read();
    const links = {
      ...social.socialLinks,
      quora: 'https://pt.quora.com/profile/Helena',
      facebook: '',
    };
    const response = await admin.call('/account-setting/social', {
      socialLinks: links,
      version: 0,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { socialLinks: unknown }).socialLinks).toEqual(links);
    expect((await read()).social).toMatchObject({ socialLinks: links, version: 1 });
    const wrong = { ...links, twitter: 'https://facebook.com/helena', linkedIn: 'linkedin' };
    expect(await refused(await admin.call('/account-setting/social', { socialLinks: wrong, version: 1 }))).toEqual(['socialLinks.linkedIn', 'socialLinks.twitter']); // prettier-ignore
  });

  it('connects and disconnects one service at a time, leaving the others as they are', async () => {
    const on = await admin.call('/account-setting/social', { connections: { twitter: true } });
    expect(on.status).toBe(200);
    const { connections } = (await read()).social;
    expect(connections.twitter).toEqual({ id: '@helena.duarte', profileImg: '', connected: true });
    expect(connections.google.connected).toBe(true);
    await admin.call('/account-setting/social', { connections: { google: false } });
    const after = (await read()).social.connections;
    expect(after.google).toEqual({ id: '', profileImg: '', connected: false });
    expect(after.twitter.connected).toBe(true);
    expect(after.github.connected).toBe(true);
    // The links' version counts only the links.
    expect((await read()).social.version).toBe(0);
    expect(await refused(await admin.call('/account-setting/social', { connections: { slack: true } }))).toEqual(['connections']); // prettier-ignore
  });
});

describe('POST /account-setting/notification (ours)', () => {
  it('saves the six flags together, and refuses what is not a flag', async () => {
    const flags = { commentOnArticle: false, answerOnForm: false, followMe: true, newAnnouncements: false, productUpdates: true, blogDigest: false }; // prettier-ignore
    const response = await admin.call('/account-setting/notification', { ...flags, version: 0 });
    expect(await response.json()).toEqual({ ...flags, version: 1 });
    expect((await read()).notification).toEqual({ ...flags, version: 1 });
    expect(await refused(await admin.call('/account-setting/notification', { ...flags, followMe: 'sim' }))).toEqual(['followMe']); // prettier-ignore
  });
});

describe('POST /account-setting/password (ours)', () => {
  it('refuses a wrong current password on its field, and keeps nothing', async () => {
    expect(await refused(await admin.call('/account-setting/password', passwordBody('errada')))).toEqual(['currentPassword']); // prettier-ignore
    expect((await admin.call('/account-setting/password', passwordBody('admin'))).status).toBe(200);
  });

  it('refuses a new password against the rules, and a confirmation that differs', async () => {
    expect(await refused(await admin.call('/account-setting/password', passwordBody('admin', 'curta1')))).toEqual(['password']); // prettier-ignore
    expect(await refused(await admin.call('/account-setting/password', passwordBody('admin', 'semnumero')))).toEqual(['password']); // prettier-ignore
    expect(await refused(await admin.call('/account-setting/password', passwordBody('admin', 'Mirante2026', 'Mirante2027')))).toEqual(['confirm']); // prettier-ignore
    expect(await refused(await admin.call('/account-setting/password', passwordBody('')))).toEqual(['currentPassword']); // prettier-ignore
  });

  it('changes it: from then on the new one is the current one, the old one is not', async () => {
    const response = await client.call('/account-setting/password', passwordBody('client'));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { changedAt: string }).changedAt).toMatch(/^\d{4}-/);
    expect((await client.call('/account-setting/password', passwordBody('client'))).status).toBe(400); // prettier-ignore
    expect((await client.call('/account-setting/password', passwordBody('Mirante2026', 'Outra2027'))).status).toBe(200); // prettier-ignore
    // Each person's own: the administrator's is still hers.
    expect((await admin.call('/account-setting/password', passwordBody('admin'))).status).toBe(200);
  });

  it('is the one the client signs in with from then on', async () => {
    const signIn = (password: string) =>
      fetch(`http://localhost:3000${currentConfig().apiUrl}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'client@demo.com', password }),
      });
    expect((await client.call('/account-setting/password', passwordBody('client'))).status).toBe(200); // prettier-ignore
    expect((await signIn('client')).status).toBe(400);
    expect((await signIn('Mirante2026')).status).toBe(200);
  });
});
