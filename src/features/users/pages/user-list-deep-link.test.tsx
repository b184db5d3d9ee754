import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedUsers, USER_COUNT } from '../demo/data';

preloadChunks(...appShellChunks, pageChunk('user-list'), pageChunk('roles'));

/** Newest first, ten a page: page 3 holds the 21st to the 30th newest. */
const pageThree = seedUsers()
  .slice(-30, -20)
  .reverse()
  .map((user) => user.fullName);

/** The table's name on each page. */
const tables: Record<string, string> = {
  '/apps/user/list': 'Usuários',
  '/apps/roles': 'Usuários e seus papéis',
};

const names = async (path: string) =>
  within(
    (await screen.findByRole('table', { name: tables[path] })).querySelector(
      'tbody',
    ) as HTMLElement,
  )
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');

/** Opens `route`, waits for page 3's rows, and says where the app is then. */
async function openAtPageThree(path: string, search: string) {
  const rendered = renderApp(`${path}${search}`);
  expect(await screen.findByText(`21–30 de ${USER_COUNT}`)).toBeInTheDocument();
  expect(await names(path)).toEqual(pageThree);
  const pages = screen.getByRole('navigation', { name: 'Paginação' });
  expect(within(pages).getByRole('button', { name: 'Página 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  return rendered;
}

// The users' table is the same list state on both pages (`useUserList`).
describe.each(Object.keys(tables))('%s, a deep link', (path) => {
  it('opens at its page, keeps it in the URL, and a reload lands there again', async () => {
    await signInAs('admin');
    const first = await openAtPageThree(path, '?page=3');
    expect(first.router.state.location.search).toBe('?page=3');

    const { pathname, search } = first.router.state.location;
    first.unmount();
    const again = await openAtPageThree(pathname, search);
    expect(again.router.state.location).toMatchObject({ pathname: path, search: '?page=3' });
  });
});
