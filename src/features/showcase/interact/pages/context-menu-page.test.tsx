import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import ContextMenuPage from './context-menu-page';

const CONTRACT = 'Contrato de prestação de serviços.pdf';
const files = () => screen.getByRole('list', { name: 'Arquivos do drive da equipe' });
const file = (name: string) =>
  within(files()).getByRole('button', { name: new RegExp(`^${name}`) });

describe('the context-menu page', () => {
  it('opens a file’s menu with Shift+F10 on its first action; Esc closes it and the focus returns', async () => {
    const { user } = renderWithProviders(<ContextMenuPage />);
    const contract = await screen.findByRole('button', { name: /^Contrato de prestação/ });
    contract.focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: `Ações de “${CONTRACT}”` });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Abrir' })).toHaveFocus(),
    );
    expect(contract).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Compartilhar (plano Pro)' })).toBeDisabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(contract).toHaveFocus();
  });

  it('opens on the ContextMenu key and on a right-click; its actions change the list', async () => {
    const { user } = renderWithProviders(<ContextMenuPage />);
    const sheet = await screen.findByRole('button', { name: /^Fluxo de caixa/ });
    sheet.focus();
    await user.keyboard('{ContextMenu}');
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicar' }));
    expect(
      await screen.findByText('“Fluxo de caixa março 2025 (cópia).xlsx” criado.'),
    ).toBeVisible();
    expect(file('Fluxo de caixa março 2025 \\(cópia\\)')).toBeVisible();

    fireEvent.contextMenu(file('Ata da reunião'), { clientX: 120, clientY: 80 });
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
    await waitFor(() => expect(within(files()).queryByText(/^Ata da reunião/)).toBeNull());
    expect(await screen.findByText('“Ata da reunião de diretoria.docx” excluído.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await within(files()).findByText('Ata da reunião de diretoria.docx')).toBeVisible();
  });

  it('renames a file in place from its menu', async () => {
    const { user } = renderWithProviders(<ContextMenuPage />);
    fireEvent.contextMenu(await screen.findByRole('button', { name: /^Notas fiscais/ }), {
      clientX: 40,
      clientY: 40,
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Renomear' }));
    const field = await screen.findByRole('textbox', {
      name: 'Novo nome de “Notas fiscais fevereiro.pdf”',
    });
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dê um nome ao arquivo.')).toBeVisible();
    await user.type(field, 'NF-e fevereiro 2025.pdf');
    await user.keyboard('{Enter}');
    const renamed = await screen.findByRole('button', { name: /^NF-e fevereiro 2025\.pdf/ });
    await waitFor(() => expect(renamed).toHaveFocus());
  });

  it('cuts and pastes in the editor from its own menu', async () => {
    const { user } = renderWithProviders(<ContextMenuPage />);
    const editor = await screen.findByRole('textbox', { name: 'Anotações da reunião' });
    const area = editor as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(0, 7);
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Menu do editor' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Recortar' })).toHaveFocus(),
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Recortar' }));
    expect(await screen.findByText('7 caracteres recortados.')).toBeVisible();
    expect(area.value.startsWith(' com a Padaria')).toBe(true);
    expect(editor).toHaveFocus();
    // The cut puts the caret where the text was, a frame later: wait for it before moving it.
    await waitFor(() => expect(area.selectionStart).toBe(0));

    area.setSelectionRange(area.value.length, area.value.length);
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(await screen.findByRole('menuitem', { name: 'Colar' }));
    await waitFor(() => expect(area.value.endsWith('Reunião')).toBe(true));
  });
});
