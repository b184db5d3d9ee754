import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';

preloadChunks(...appShellChunks, pageChunk('license'));

async function openPage() {
  await signInAs('admin');
  const rendered = renderApp('/pages/license');
  expect(await screen.findByRole('heading', { level: 1, name: 'Licença' })).toBeVisible();
  return rendered;
}

describe('LicensePage', () => {
  it('has one title, sections under it, and contents that link to each', async () => {
    await openPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'O que a licença permite',
      'O que a licença não permite',
      'Licença simples ou estendida',
      'Comparação das licenças',
      'Suporte e atualizações',
      'Dúvidas sobre a licença',
    ]);
    const contents = screen.getByRole('navigation', { name: 'Nesta página' });
    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.textContent, link.textContent ?? '').toBe(link.textContent);
    }
    expect(screen.getByText('Em vigor desde 15 de janeiro de 2026')).toBeVisible();
  });

  it('compares the licences in words, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openPage();
    const table = screen.getByRole('table', { name: 'Comparação das licenças' });
    const paid = within(table).getByRole('row', { name: /Usuários pagam pelo acesso/ });
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Não', 'Sim']);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    try {
      await signInAs('admin');
      renderApp('/pages/license');
      expect(await screen.findByRole('heading', { name: 'What the licence allows' })).toBeVisible();
      expect(screen.getByText('In effect since January 15, 2026')).toBeVisible();
    } finally {
      await i18n.changeLanguage('br');
    }
  });
});
