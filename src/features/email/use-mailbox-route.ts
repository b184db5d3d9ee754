import { useCallback } from 'react';
import { useParams } from 'react-router';
import { parseListState } from '@/lib/list-state';
import { parseUrlParams, urlId, urlParam } from '@/lib/url-params';
import { useListState } from '@/lib/use-list-state';
import { useUrlParams } from '@/lib/use-url-params';
import { labelSchema, viewSchema, type EmailView, type Label } from './types';

/**
 * The URL is the mailbox's state: `/apps/email[/<folder>|/label/<label>]?q=…&open=<id>`.
 * Anything unknown falls back to the inbox.
 */
export interface MailboxRoute {
  view: EmailView;
  label: Label | undefined;
  q: string;
  openId: number | null;
  basePath: string;
}

export function parseMailboxPath(splat: string): Pick<MailboxRoute, 'view' | 'label'> {
  const [first, second] = splat.split('/').filter(Boolean);
  if (first === 'label') {
    const label = labelSchema.safeParse(second);
    return { view: 'inbox', label: label.success ? label.data : undefined };
  }
  const view = viewSchema.safeParse(first ?? 'inbox');
  return { view: view.success ? view.data : 'inbox', label: undefined };
}

/** The mailbox's list is searched, never paged or sorted by the person: `q` is all it reads. */
export const mailboxListOptions = {} as const;

/** `?open=`: the email shown in the reader. */
const mailboxParams = { open: urlParam(urlId, null) };

/** The search and the open email, from the URL's search params (the route's prefetch). */
export function parseMailboxSearch(search: URLSearchParams): Pick<MailboxRoute, 'q' | 'openId'> {
  return {
    q: parseListState(search, mailboxListOptions).q,
    openId: parseUrlParams(search, mailboxParams).open,
  };
}

export const mailboxPath = (view: EmailView, label?: Label) =>
  label ? `/apps/email/label/${label}` : view === 'inbox' ? '/apps/email' : `/apps/email/${view}`;

export function useMailboxRoute() {
  const params = useParams();
  const { view, label } = parseMailboxPath(params['*'] ?? '');
  const { q } = useListState(mailboxListOptions).params;
  const [{ open }, setRoute] = useUrlParams(mailboxParams);
  const route: MailboxRoute = { view, label, q, openId: open, basePath: mailboxPath(view, label) };
  // Opening an email is a step in the history: the back button returns to the list.
  const update = useCallback(
    (changes: { open: number | null }) => setRoute(changes, { push: true }),
    [setRoute],
  );
  return { ...route, update };
}
