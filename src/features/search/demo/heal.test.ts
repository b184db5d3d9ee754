import { describe, expect, it, vi } from 'vitest';
import type { Subject } from '@/lib/ability';
import { issueTokens } from '@/lib/demo/tokens';
import { server } from '@/mocks/node';
import { readDemoRows, storeDemoRows } from '@/test/demo-store';
import { bookmarksDataSchema, type SearchablePage } from '../types';
import { DEFAULT_BOOKMARKS } from './data';
import { bookmarkRows, createSearchHandlers } from './handlers';

/** Damaged bookmarks in storage are reseeded with one warning, never a 500 on every page. */
const seed = DEFAULT_BOOKMARKS.map((id) => ({ id, isBookmarked: true }));

async function storeRows(data: unknown[]) {
  bookmarkRows.reset();
  await storeDemoRows('bookmarks', data);
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
  it.each(cases)('rows with %s: reseeded, rewritten, one warning', async (_, data) => {
    const warn = spyWarn();
    await storeRows(data);
    expect(await bookmarkRows.all()).toEqual(seed);
    expect(await readDemoRows('bookmarks')).toEqual(seed);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Demo data "bookmarks" was damaged and has been restored');
  });

  it('keeps valid stored bookmarks as stored', async () => {
    const warn = spyWarn();
    const mine = [{ id: 'typography', isBookmarked: true }];
    await storeRows(mine);
    expect(await bookmarkRows.all()).toEqual(mine);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(cases)('answers /api/bookmarks/data over rows with %s', async (_, data) => {
    const warn = spyWarn();
    server.use(...createSearchHandlers(pages));
    await storeRows(data);
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
