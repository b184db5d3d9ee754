import { describe, expect, it, vi } from 'vitest';
import { DEMO_DB_PREFIX, DEMO_DB_VERSION } from '@/lib/demo/db';
import type { Subject } from '@/lib/ability';
import { issueTokens } from '@/lib/demo/tokens';
import { server } from '@/mocks/node';
import { bookmarksDataSchema, type SearchablePage } from '../types';
import { DEFAULT_BOOKMARKS } from './data';
import { bookmarkRows, createSearchHandlers } from './handlers';

/** Damaged bookmarks in storage are reseeded with one warning, never a 500 on every page. */
const VERSION = `${DEMO_DB_VERSION}.1`;
const KEY = `${DEMO_DB_PREFIX}bookmarks`;
const seed = DEFAULT_BOOKMARKS.map((id) => ({ id, isBookmarked: true }));

function storeRows(data: unknown) {
  bookmarkRows.reset();
  window.localStorage.setItem(KEY, JSON.stringify({ version: VERSION, data }));
}
const spyWarn = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

const cases: [string, unknown[]][] = [
  ['null, a number and a string', [null, 1, 'x']],
  ['a wrong-typed field', [{ id: 'email', isBookmarked: 'yes' }]],
  ['a missing field', [{ id: 'email' }]],
];

const read = (subject: Subject) => ({ action: 'read' as const, subject });
const pages: SearchablePage[] = [
  { target: 'email', title: 'E-mail', icon: 'Mail', link: '/apps/email', ability: read('Email') },
  {
    target: 'typography',
    title: 'Tipografia',
    icon: 'Type',
    link: '/ui-element/typography',
    ability: read('UI'),
  },
];

describe('damaged demo bookmarks', () => {
  it.each(cases)('rows with %s: reseeded, rewritten, one warning', (_, data) => {
    const warn = spyWarn();
    storeRows(data);
    expect(bookmarkRows.all()).toEqual(seed);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({
      version: VERSION,
      data: seed,
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Demo data "bookmarks" was damaged and has been restored');
  });

  it('keeps valid stored bookmarks as stored', () => {
    const warn = spyWarn();
    const mine = [{ id: 'typography', isBookmarked: true }];
    storeRows(mine);
    expect(bookmarkRows.all()).toEqual(mine);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(cases)('answers /api/bookmarks/data over rows with %s', async (_, data) => {
    const warn = spyWarn();
    server.use(...createSearchHandlers(pages));
    storeRows(data);
    const { accessToken } = await issueTokens(1);
    const response = await fetch('http://localhost:3000/api/bookmarks/data', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const body = bookmarksDataSchema.parse(await response.json());
    expect(body.bookmarks.map((page) => page.target)).toEqual(['email']);
    expect(warn).toHaveBeenCalledOnce();
  });
});
