import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoApi } from '@/lib/demo/api';
import { server } from '@/mocks/node';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { invoices } from '../demo/handlers';

preloadChunks(
  ...appShellChunks,
  pageChunk('invoice-edit'),
  pageChunk('invoice-preview'),
  pageChunk('invoice-list'),
);

async function openEdit(route = '/apps/invoice/edit/4150') {
  await signInAs('admin');
  return renderApp(route);
}

describe('InvoiceEditPage', () => {
  it('fills the form with the stored invoice', async () => {
    const stored = (await invoices.find(4150))!;
    await openEdit();
    expect(await screen.findByRole('heading', { level: 2, name: 'Fatura #4150' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nome do cliente' })).toHaveValue(
      stored.client.name,
    );
    const lines = screen.getAllByRole('group', { name: /^Item \d+$/ });
    expect(lines).toHaveLength(stored.details.items.length);
    expect(within(lines[0]!).getByRole('textbox', { name: 'Item' })).toHaveValue(
      stored.details.items[0]!.item,
    );
    expect(screen.getByRole('textbox', { name: 'Condições de pagamento' })).toHaveValue(
      stored.details.paymentTerms,
    );
  });

  it('asks before leaving with changes; keeping stays, saving opens the preview', async () => {
    const { user, router } = await openEdit();
    const note = await screen.findByRole('textbox', { name: 'Observação' });
    await user.clear(note);
    await user.type(note, 'Nova observação');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/apps/invoice/edit/4150');
    expect(note).toHaveValue('Nova observação');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Fatura #4150 salva.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/4150'));
    expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).toBeNull();
    expect((await invoices.find(4150))?.details.note).toBe('Nova observação');
  });

  it('leaves without asking when nothing changed, and discards when told to', async () => {
    const { user, router } = await openEdit();
    await screen.findByRole('textbox', { name: 'Observação' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/4150'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Observação' })).toBeNull());

    await router.navigate('/apps/invoice/edit/4150');
    await user.type(await screen.findByRole('textbox', { name: 'Observação' }), '!');
    await router.navigate('/apps/invoice/list');
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'));
  });

  it('says when the invoice does not exist, with a way back to the list', async () => {
    await openEdit('/apps/invoice/edit/9999');
    expect(await screen.findByRole('heading', { name: 'Fatura não encontrada' })).toBeVisible();
    expect(screen.getByText('A fatura #9999 não existe ou foi excluída.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar à lista de faturas' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  });

  it('goes to the list without an id', async () => {
    const { router } = await openEdit('/apps/invoice/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'));
  });

  it('says why the invoice did not load, and tries again', async () => {
    let calls = 0;
    server.use(
      demoApi('Invoice').get('/api/invoice/invoices/:id', () => {
        calls += 1;
        // The first call and its two automatic retries fail; the retry button's call goes through.
        return calls <= 3 ? HttpResponse.json({ error: 'Boom' }, { status: 500 }) : undefined;
      }),
    );
    const { user } = await openEdit();
    const title = await screen.findByText('Não foi possível carregar a fatura');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('O servidor encontrou um problema');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Fatura #4150' })).toBeVisible();
  });
});
