import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/session';
import AutoCompletePage from './auto-complete-page';

const card = (name: string) => screen.getByRole('region', { name });
/** The list `field` opened (the page's other fields keep theirs in the page too). */
function listOf(field: HTMLElement) {
  const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('The list is not open');
  return within(list);
}
const options = (field: HTMLElement) =>
  listOf(field)
    .queryAllByRole('option')
    .map((option) => option.textContent);
const marks = (field: HTMLElement) =>
  Array.from(
    document.getElementById(field.getAttribute('aria-controls') ?? '')?.querySelectorAll('mark') ??
      [],
  ).map((mark) => mark.textContent);

async function openPage() {
  await signInAs('admin');
  return renderWithProviders(<AutoCompletePage />);
}

describe('AutoCompletePage', () => {
  it('asks the server as you type: the titles narrow, the match is marked, one is picked', async () => {
    const { user } = await openPage();
    const search = card('Busca no servidor');
    const field = within(search).getByRole('combobox', { name: 'Filme' });
    expect(await within(search).findByText('Mostrando 8 de 100 filmes')).toBeVisible();

    await user.type(field, 'sao');
    // The API's count, not the page's: four titles hold "São".
    expect(await within(search).findByText('Mostrando 4 de 4 filmes')).toBeVisible();
    await waitFor(() => expect(options(field)).toHaveLength(4));
    for (const title of options(field)) expect(title).toMatch(/São/);
    expect(marks(field)).toEqual(['São', 'São', 'São', 'São']);

    const first = listOf(field).getAllByRole('option')[0];
    const title = first?.querySelector('mark')?.parentElement?.textContent ?? '';
    const rank = first?.textContent?.slice(title.length) ?? '';
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue(title);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(within(search).getByText(`Escolhido: ${title} (${rank})`)).toBeVisible();
  });

  it('says when no title matches', async () => {
    const { user } = await openPage();
    const search = card('Busca no servidor');
    const field = within(search).getByRole('combobox', { name: 'Filme' });
    await user.type(field, 'xyzzy');
    expect(await listOf(field).findByText('Nenhum resultado para “xyzzy”')).toBeVisible();
    expect(within(search).getByText('Nenhum filme encontrado.')).toBeVisible();
    expect(options(field)).toEqual([]);
  });

  it('groups the cities by region and keeps five films at most, both blind to accents', async () => {
    const { user } = await openPage();
    const grouped = within(card('Sugestões agrupadas')).getByRole('combobox', {
      name: 'Cidade da sessão',
    });
    await user.type(grouped, 'sao');
    await waitFor(() => expect(options(grouped)).toEqual(['São Luís', 'São Paulo']));
    expect(listOf(grouped).getByText('Nordeste')).toBeVisible();
    expect(listOf(grouped).getByText('Sudeste')).toBeVisible();
    expect(listOf(grouped).queryByText('Sul')).toBeNull();

    const limited = within(card('Com limite')).getByRole('combobox', {
      name: 'Filme da noite de abertura',
    });
    await waitFor(() => expect(limited).toHaveAttribute('aria-busy', 'false'));
    await user.type(limited, 'a');
    await waitFor(() => expect(options(limited)).toHaveLength(5));
    await user.clear(limited);
    await user.type(limited, 'ACAI');
    await waitFor(() => expect(options(limited)).toEqual(['Açaí com Farinha']));
    expect(marks(limited)).toEqual(['Açaí']);
  });
});
