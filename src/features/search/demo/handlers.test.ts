import { describe, expect, it } from 'vitest';
import type { Subject } from '@/lib/ability';
import { issueTokens } from '@/lib/demo/tokens';
import { server } from '@/mocks/node';
import { bookmarksDataSchema, searchDataSchema, type SearchablePage } from '../types';
import { createSearchHandlers } from './handlers';
import { readDemoRows } from '@/test/demo-store';

const read = (subject: Subject) => ({ action: 'read' as const, subject });
const pages: SearchablePage[] = [
  { target: 'email', title: 'E-mail', icon: 'Mail', link: '/apps/email', ability: read('Email') },
  {
    target: 'chat',
    title: 'Chat',
    icon: 'MessageSquare',
    link: '/apps/chat',
    ability: read('Chat'),
  },
  {
    target: 'typography',
    title: 'Tipografia',
    icon: 'Type',
    link: '/ui-element/typography',
    ability: read('UI'),
  },
];

async function call(path: string, init: RequestInit = {}) {
  const { accessToken } = await issueTokens(1);
  return fetch(`http://localhost:3000${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
  });
}

describe('bookmarks and search API', () => {
  it('lists the pages with the defaults bookmarked', async () => {
    server.use(...createSearchHandlers(pages));
    const data = bookmarksDataSchema.parse(await (await call('/api/bookmarks/data')).json());
    expect(data.suggestions.map((page) => [page.id, page.target, page.isBookmarked])).toEqual([
      [1, 'email', true],
      [2, 'chat', true],
      [3, 'typography', false],
    ]);
    expect(data.bookmarks.map((page) => page.target)).toEqual(['email', 'chat']);
  });

  it('toggles a bookmark, keeps it across reads, and can remove a default', async () => {
    server.use(...createSearchHandlers(pages));
    const update = (id: number) =>
      call('/api/bookmarks/update', { method: 'POST', body: JSON.stringify({ id }) });
    expect((await update(3)).status).toBe(200);
    expect((await update(1)).status).toBe(200);
    const data = bookmarksDataSchema.parse(await (await call('/api/bookmarks/data')).json());
    expect(data.bookmarks.map((page) => page.target)).toEqual(['chat', 'typography']);
    // The demo database kept it: a reload reads the same.
    expect(await readDemoRows('bookmarks')).toContainEqual({
      id: 'typography',
      isBookmarked: true,
    });
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    server.use(...createSearchHandlers(pages));
    const unknown = await call('/api/bookmarks/update', {
      method: 'POST',
      body: JSON.stringify({ id: 99 }),
    });
    expect(unknown.status).toBe(404);
    const anonymous = await fetch('http://localhost:3000/api/bookmarks/data');
    expect(anonymous.status).toBe(401);
  });

  it('answers the three search groups, four results each at most', async () => {
    server.use(...createSearchHandlers(pages));
    const data = searchDataSchema.parse(await (await call('/api/main-search/data')).json());
    expect(data.searchArr.map((group) => [group.groupTitle, group.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ]);
    const contacts = data.searchArr.find((group) => group.groupTitle === 'Contacts');
    expect(contacts?.data.length).toBeGreaterThanOrEqual(5);
  });
});
