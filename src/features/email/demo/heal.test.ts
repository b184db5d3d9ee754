import { describe, expect, it, vi } from 'vitest';
import { issueTokens } from '@/lib/demo/tokens';
import { readDemoRows, storeDemoRows } from '@/test/demo-store';
import { emailsResponseSchema, type Email } from '../types';
import { seedEmails } from './data';
import { emails } from './handlers';

/** Damaged emails in storage are reseeded with one warning, never a broken or empty mailbox. */
async function storeRows(data: unknown[]) {
  emails.reset();
  await storeDemoRows('emails', data);
}
const spyWarn = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);
/** The seed is dated from now: compare what does not move with the clock. */
const shape = (rows: readonly Email[]) => rows.map((email) => [email.id, email.subject]);

const [first] = seedEmails();
const { subject: _missing, ...withoutSubject } = first ?? ({} as Partial<Email>);

const cases: [string, unknown[]][] = [
  ['null, a number and a string', [null, 1, 'x']],
  ['a wrong-typed field', [{ ...first, isStarred: 'yes' }]],
  ['a missing field', [withoutSubject]],
  ['only an id', [{ id: 1 }]],
];

describe('damaged demo emails', () => {
  it.each(cases)('rows with %s: reseeded, rewritten, one warning', async (_, data) => {
    const warn = spyWarn();
    await storeRows(data);
    expect(shape(await emails.all())).toEqual(shape(seedEmails()));
    expect(shape((await readDemoRows('emails')) as Email[])).toEqual(shape(seedEmails()));
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Demo data "emails" was damaged and has been restored');
  });

  it('keeps valid stored emails as stored', async () => {
    const warn = spyWarn();
    const mine = seedEmails().slice(0, 2);
    await storeRows(mine);
    expect(await emails.all()).toEqual(mine);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(cases)('answers the inbox over rows with %s', async (_, data) => {
    const warn = spyWarn();
    await storeRows(data);
    const { accessToken } = await issueTokens(1);
    const response = await fetch('http://localhost:3000/apps/email/emails?folder=inbox', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const body = emailsResponseSchema.parse(await response.json());
    expect(body.emails.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});
