import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { parseListState } from '@/lib/list-state';
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

/** The search and the open email, from the URL's search params (the page and its prefetch). */
export function parseMailboxSearch(search: URLSearchParams): Pick<MailboxRoute, 'q' | 'openId'> {
  const open = Number(search.get('open'));
  return {
    q: parseListState(search, mailboxListOptions).q,
    openId: Number.isInteger(open) && open > 0 ? open : null,
  };
}

export const mailboxPath = (view: EmailView, label?: Label) =>
  label ? `/apps/email/label/${label}` : view === 'inbox' ? '/apps/email' : `/apps/email/${view}`;

export function useMailboxRoute() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const { view, label } = parseMailboxPath(params['*'] ?? '');
  const route: MailboxRoute = {
    view,
    label,
    ...parseMailboxSearch(search),
    basePath: mailboxPath(view, label),
  };
  const update = useCallback(
    (changes: { open: number | null }) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (changes.open) next.set('open', String(changes.open));
        else next.delete('open');
        return next;
      }),
    [setSearch],
  );
  return { ...route, update };
}
