import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signInAs } from '@/test/session';
import { emailQueryOptions, emailsQueryOptions } from './api';
import { emails, listEmails } from './demo/handlers';
import { prefetch } from './prefetch';

describe('email prefetch', () => {
  it('fills the list the URL names and the open email, under the page’s own keys', async () => {
    await signInAs('admin');
    const expected = listEmails({ view: 'inbox', label: 'private' }, await emails.all());
    const open = expected[0];
    if (!open) throw new Error('the seed has private emails');
    const queryClient = createQueryClient();

    await prefetch(queryClient, {
      params: { '*': 'label/private' },
      url: new URL(`http://localhost/apps/email/label/private?open=${open.id}`),
    });

    const list = queryClient.getQueryData(
      emailsQueryOptions({ view: 'inbox', label: 'private', q: '' }).queryKey,
    );
    expect(list?.emails.map((email) => email.id)).toEqual(expected.map((email) => email.id));
    expect(queryClient.getQueryData(emailQueryOptions(open.id).queryKey)?.id).toBe(open.id);
  });

  it('reads the folder and search, and asks for no email when none is open', async () => {
    await signInAs('admin');
    const queryClient = createQueryClient();
    const subject =
      listEmails({ view: 'sent' }, await emails.all())[0]?.subject.split(' ')[0] ?? '';

    await prefetch(queryClient, {
      params: { '*': 'sent' },
      url: new URL(`http://localhost/apps/email/sent?q=${encodeURIComponent(subject)}&open=x`),
    });

    expect(listEmails({ view: 'sent', q: subject }, await emails.all()).length).toBeGreaterThan(0);
    const key = emailsQueryOptions({ view: 'sent', label: undefined, q: subject }).queryKey;
    expect(queryClient.getQueryData(key)?.emails.length).toBe(
      listEmails({ view: 'sent', q: subject }, await emails.all()).length,
    );
    expect(queryClient.getQueryCache().findAll({ queryKey: ['email', 'detail'] })).toHaveLength(0);
  });
});
