import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';

preloadChunks(
  ...appShellChunks,
  pageChunk('forms-editor'),
  () => import('@/components/rich-text/rich-text-editor'),
);

async function openPage() {
  await signInAs('admin');
  const rendered = renderApp('/forms/elements/editor');
  expect(await screen.findByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
  return rendered;
}

describe('EditorPage', () => {
  it('shows the editor with its whole toolbar, the count and the sanitised preview', async () => {
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Barra completa' });
    const editor = await within(card).findByRole('textbox', { name: 'Ata da reunião' });
    expect(editor).toHaveTextContent(/^Reunião de planejamento/);
    expect(within(card).getByRole('button', { name: 'Título de seção' })).toBeVisible();
    expect(within(card).getByText(/^\d{3} caracteres$/)).toBeVisible();
    const preview = within(card).getByRole('tabpanel', { name: 'Prévia' });
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Reunião de planejamento – 2º trimestre',
    );
    expect(within(preview).getByRole('link', { name: 'portal do governo' })).toHaveAttribute(
      'href',
      'https://www.gov.br',
    );
    await user.click(within(card).getByRole('tab', { name: 'HTML' }));
    const source = await within(card).findByRole('tabpanel', { name: 'HTML' });
    expect(source).toHaveTextContent(/^<h2>Reunião de planejamento/);
  });

  it('counts against the short text’s limit, with the minimal toolbar', async () => {
    await openPage();
    const card = screen.getByRole('region', { name: 'Barra mínima, com limite' });
    await within(card).findByRole('textbox', { name: 'Comentário' });
    expect(within(card).queryByRole('button', { name: 'Título de seção' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Sublinhado' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Negrito' })).toBeVisible();
    await waitFor(() => expect(within(card).getByText(/^\d{2} de 280 caracteres$/)).toBeVisible());
  });
});
