import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import CheckboxPage from './checkbox-page';
import RadioPage from './radio-page';
import SwitchPage from './switch-page';

const card = (title: string) => screen.getByRole('region', { name: title });

describe('the checkbox page', () => {
  it('makes "select all" mixed while some are ticked, ticked when all are, and clears them', async () => {
    const { user } = renderWithProviders(<CheckboxPage />);
    const section = within(card('Selecionar todos'));
    const parent = section.getByRole('checkbox', { name: 'Todas as permissões' });
    const children = [
      'Ver relatórios',
      'Editar clientes',
      'Emitir notas fiscais',
      'Excluir registros',
    ];
    expect(parent).not.toBeChecked();
    expect(parent).not.toBePartiallyChecked();

    await user.click(section.getByRole('checkbox', { name: 'Editar clientes' }));
    expect(parent).toBePartiallyChecked();
    expect(section.getByText('1 de 4 permissões marcadas')).toBeVisible();

    await user.click(parent);
    expect(parent).toBeChecked();
    expect(parent).not.toBePartiallyChecked();
    for (const name of children) expect(section.getByRole('checkbox', { name })).toBeChecked();

    await user.click(section.getByRole('checkbox', { name: 'Excluir registros' }));
    expect(parent).toBePartiallyChecked();
    await user.click(section.getByRole('checkbox', { name: 'Excluir registros' }));
    expect(parent).toBeChecked();
    await user.click(parent);
    for (const name of children) expect(section.getByRole('checkbox', { name })).not.toBeChecked();
    expect(section.getByText('0 de 4 permissões marcadas')).toBeVisible();
  });

  it('asks for one channel at least on saving, then saves the ones ticked', async () => {
    const { user } = renderWithProviders(<CheckboxPage />);
    const section = within(card('Grupo obrigatório'));
    await user.click(section.getByRole('button', { name: 'Salvar preferências' }));
    expect(section.getByText('Escolha pelo menos uma forma de aviso.')).toBeVisible();

    await user.click(section.getByRole('checkbox', { name: 'WhatsApp' }));
    expect(section.queryByText('Escolha pelo menos uma forma de aviso.')).toBeNull();
    await user.click(section.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(section.getByRole('button', { name: 'Salvar preferências' }));
    expect(await screen.findByText('Preferências salvas: E-mail, WhatsApp.')).toBeVisible();
  });

  it('ticks a whole card and adds its price to the total', async () => {
    const { user } = renderWithProviders(<CheckboxPage />);
    const section = within(card('Cartões selecionáveis'));
    expect(section.getByText(/Total dos adicionais: R\$\s24,90/)).toBeVisible();
    const gift = section.getByRole('checkbox', { name: 'Embalagem para presente' });
    expect(gift).toHaveAccessibleDescription(/^R\$\s8,90 Caixa, laço/);
    await user.click(gift);
    expect(gift).toBeChecked();
    expect(section.getByText(/Total dos adicionais: R\$\s33,80/)).toBeVisible();
  });
});

describe('the radio page', () => {
  it('moves the chosen plan with the arrow keys; only the chosen card is in the tab order', async () => {
    const { user } = renderWithProviders(<RadioPage />);
    const section = within(card('Cartões de opção'));
    const professional = section.getByRole('radio', { name: 'Profissional' });
    const enterprise = section.getByRole('radio', { name: 'Empresarial' });
    const basic = section.getByRole('radio', { name: 'Básico' });
    expect(professional).toBeChecked();
    expect(professional).toHaveAttribute('tabindex', '0');
    expect(basic).toHaveAttribute('tabindex', '-1');
    expect(professional).toHaveAccessibleDescription(/R\$\s79,00 por mês/);

    professional.focus();
    await user.keyboard('{ArrowRight}');
    expect(enterprise).toBeChecked();
    expect(enterprise).toHaveFocus();
    expect(section.getByText('Plano escolhido: Empresarial.')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(basic).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(enterprise).toBeChecked();
    expect(enterprise).toHaveAttribute('tabindex', '0');
  });

  it('says a delivery must be chosen, then takes the choice', async () => {
    const { user } = renderWithProviders(<RadioPage />);
    const section = within(card('Escolha obrigatória'));
    await user.click(section.getByRole('button', { name: 'Confirmar entrega' }));
    expect(section.getByText('Escolha uma forma de entrega.')).toBeVisible();
    await user.click(section.getByRole('radio', { name: 'Expressa' }));
    expect(section.queryByText('Escolha uma forma de entrega.')).toBeNull();
    await user.click(section.getByRole('button', { name: 'Confirmar entrega' }));
    expect(await screen.findByText('Entrega escolhida: Expressa.')).toBeVisible();
  });

  it('keeps an unavailable option out of reach', () => {
    renderWithProviders(<RadioPage />);
    const section = within(card('Grupos'));
    expect(
      section.getByRole('radio', { name: 'Boleto bancário (indisponível hoje)' }),
    ).toBeDisabled();
    expect(section.getByRole('radio', { name: 'Pix' })).toBeChecked();
  });
});

describe('the switch page', () => {
  it('says which notifications are on as they are switched', async () => {
    const { user } = renderWithProviders(<SwitchPage />);
    const section = within(card('Lista de configurações'));
    expect(section.getByText('2 notificações ativas: E-mail, Push no celular.')).toBeVisible();
    await user.click(section.getByRole('switch', { name: 'Push no celular' }));
    expect(section.getByText('1 notificação ativa: E-mail.')).toBeVisible();
    await user.click(section.getByRole('switch', { name: 'E-mail' }));
    expect(section.getByText('Nenhuma notificação ativa.')).toBeVisible();
    await user.click(section.getByRole('switch', { name: 'Resumo semanal' }));
    expect(section.getByRole('switch', { name: 'Resumo semanal' })).toBeChecked();
    expect(section.getByText('1 notificação ativa: Resumo semanal.')).toBeVisible();
  });

  it('shows the error of a switch until it is turned on', async () => {
    const { user } = renderWithProviders(<SwitchPage />);
    const backup = screen.getByRole('switch', { name: 'Backup diário' });
    expect(screen.getByText('Sem backup, os dados de hoje podem se perder.')).toBeVisible();
    await user.click(backup);
    expect(backup).toBeChecked();
    expect(screen.queryByText('Sem backup, os dados de hoje podem se perder.')).toBeNull();
  });
});
