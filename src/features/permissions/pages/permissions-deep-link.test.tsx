import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { permissions } from '../demo/handlers';

preloadChunks(...appShellChunks, pageChunk('permissions'));

const names = async () =>
  within(
    (await screen.findByRole('table', { name: 'Permissões' })).querySelector(
      'tbody',
    ) as HTMLElement,
  )
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

/** Two permissions after the nine samples, in the stored order: page 2 holds the second. */
async function addTwo() {
  for (const name of ['Emitir notas fiscais', 'Conciliar extratos']) {
    await permissions.insert((id) => ({
      id,
      name,
      assignedTo: ['administrator'],
      createdDate: '02 Mar 2026, 9:00 AM',
    }));
  }
}

/** Opens `route`, waits for page 2's row, and says where the app is then. */
async function openAtPageTwo(route: string) {
  const rendered = renderApp(route);
  expect(await screen.findByText('11–11 de 11')).toBeInTheDocument();
  expect(await names()).toEqual(['Conciliar extratos']);
  const pages = screen.getByRole('navigation', { name: 'Paginação' });
  expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  return rendered;
}

describe('PermissionsPage, a deep link', () => {
  it('opens at its page, keeps it in the URL, and a reload lands there again', async () => {
    await signInAs('admin');
    await addTwo();
    const first = await openAtPageTwo('/apps/permissions?page=2');
    expect(first.router.state.location.search).toBe('?page=2');

    const { pathname, search } = first.router.state.location;
    first.unmount();
    const again = await openAtPageTwo(`${pathname}${search}`);
    expect(again.router.state.location.search).toBe('?page=2');
  });

  it('goes to the last page when the link asks for one past it (nine permissions: one page)', async () => {
    await signInAs('admin');
    const { router } = renderApp('/apps/permissions?page=2');
    expect(await screen.findByText('1–9 de 9')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
