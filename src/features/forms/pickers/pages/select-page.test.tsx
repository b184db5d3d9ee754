import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';

preloadChunks(...appShellChunks, pageChunk('forms-select'));

async function openPage() {
  await signInAs('admin');
  const rendered = renderApp('/forms/elements/select');
  expect(await screen.findByRole('heading', { level: 1, name: 'Seleção' })).toBeVisible();
  return rendered;
}

const card = (name: string) => screen.getByRole('region', { name });
/** The list `field` opened (the page's other selects keep theirs in the page too). */
function listOf(field: HTMLElement) {
  const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('The list is not open');
  return within(list);
}
const options = (field: HTMLElement) =>
  listOf(field)
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('SelectPage', () => {
  it('fills the selects with the states from the API, grouped by region where asked', async () => {
    const { user } = await openPage();
    const grouped = card('Opções agrupadas');
    const field = await within(grouped).findByRole('combobox', { name: 'Estado' });
    expect(within(grouped).getByText('Escolhido: Bahia')).toBeVisible();
    await user.click(field);
    const listbox = await screen.findByRole('listbox');
    for (const region of ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul']) {
      expect(within(listbox).getByText(region)).toBeVisible();
    }
    expect(within(listbox).getAllByRole('option')).toHaveLength(27);
  });

  it('narrows a searchable select blind to accents, and says when nothing matches', async () => {
    const { user } = await openPage();
    const searchable = card('Com busca');
    const field = await within(searchable).findByRole('combobox', { name: 'Estado' });
    await user.type(field, 'sao');
    await waitFor(() => expect(options(field)).toEqual(['São Paulo']));
    await user.click(listOf(field).getByRole('option', { name: 'São Paulo' }));
    expect(within(searchable).getByText('Escolhido: São Paulo')).toBeVisible();
    await user.clear(field);
    await user.type(field, 'xyz');
    expect(await listOf(field).findByText('Nenhum resultado')).toBeVisible();
  });

  it('asks the server as you type: the cities narrow to the matching ones, and one is picked', async () => {
    const { user } = await openPage();
    const search = card('Busca no servidor');
    const field = within(search).getByRole('combobox', { name: 'Cidade' });
    expect(await within(search).findByText(/^Mostrando 20 de \d{3} cidades\.$/)).toBeVisible();
    await user.type(field, 'campina');
    // The API's answer, not the page's filter: the count is the server's.
    expect(await within(search).findByText('Mostrando 2 de 2 cidades.')).toBeVisible();
    await waitFor(() => expect(options(field)).toEqual(['Campina Grande (PB)', 'Campinas (SP)']));
    await user.click(listOf(field).getByRole('option', { name: 'Campinas (SP)' }));
    expect(within(search).getByText('Escolhido: Campinas (SP)')).toBeVisible();
    expect(field).toHaveValue('Campinas (SP)');

    await user.clear(field);
    await user.type(field, 'xyzzy');
    expect(await within(search).findByText('Nenhuma cidade encontrada.')).toBeVisible();
    expect(await listOf(field).findByText('Nenhum resultado')).toBeVisible();
  });

  it('keeps at most three states in the multi-select', async () => {
    const { user } = await openPage();
    const multi = card('Seleção múltipla');
    const field = await within(multi).findByRole('combobox', { name: 'Estados de atuação' });
    expect(within(multi).getByText('Escolhido: São Paulo, Paraná')).toBeVisible();
    await user.click(field);
    // The picked ones have left the list.
    await waitFor(() => expect(options(field)).not.toContain('São Paulo'));
    expect(options(field)).toHaveLength(25);
    await user.click(listOf(field).getByRole('option', { name: 'Goiás' }));
    expect(within(multi).getByText('Escolhido: São Paulo, Paraná, Goiás')).toBeVisible();
    expect(within(multi).getByText('3 de 3 escolhidos.')).toBeVisible();
  });
});
