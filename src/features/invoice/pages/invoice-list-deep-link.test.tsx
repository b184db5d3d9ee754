import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { seedInvoices } from '../demo/data';

preloadChunks(...appShellChunks, pageChunk('invoice-list'));

/** Newest first, ten a page: page 3 holds the 21st to the 30th newest. */
const pageThree = seedInvoices()
  .slice(-30, -20)
  .reverse()
  .map((invoice) => `#${invoice.id}`);

const ids = async () =>
  within(
    (await screen.findByRole('table', { name: 'Faturas' })).querySelector('tbody') as HTMLElement,
  )
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

/** Opens `route`, waits for page 3's rows, and says where the app is then. */
async function openAtPageThree(route: string) {
  const rendered = renderApp(route);
  expect(await screen.findByText('21–30 de 50')).toBeInTheDocument();
  expect(await ids()).toEqual(pageThree);
  const pages = screen.getByRole('navigation', { name: 'Paginação' });
  expect(within(pages).getByRole('button', { name: 'Página 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  return rendered;
}

describe('InvoiceListPage, a deep link', () => {
  it('opens at its page, keeps it in the URL, and a reload lands there again', async () => {
    await signInAs('admin');
    const first = await openAtPageThree('/apps/invoice/list?page=3');
    expect(first.router.state.location.search).toBe('?page=3');

    const { pathname, search } = first.router.state.location;
    first.unmount();
    const again = await openAtPageThree(`${pathname}${search}`);
    expect(again.router.state.location.search).toBe('?page=3');
  });
});
