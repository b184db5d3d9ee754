import { describe, expect, it } from 'vitest';
import { mailboxPath, parseMailboxPath } from './use-mailbox-route';

describe('mailbox route', () => {
  it.each([
    ['', { view: 'inbox', label: undefined }],
    ['spam', { view: 'spam', label: undefined }],
    ['starred', { view: 'starred', label: undefined }],
    ['label/company', { view: 'inbox', label: 'company' }],
    ['label/unknown', { view: 'inbox', label: undefined }],
    ['archive', { view: 'inbox', label: undefined }],
  ])('reads "%s"', (splat, expected) => {
    expect(parseMailboxPath(splat)).toEqual(expected);
  });

  it('writes the path back', () => {
    expect(mailboxPath('inbox')).toBe('/apps/email');
    expect(mailboxPath('trash')).toBe('/apps/email/trash');
    expect(mailboxPath('inbox', 'personal')).toBe('/apps/email/label/personal');
  });
});
