import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import FormWizardPage from './form-wizard-page';

const wizard = (name: string) => screen.getByRole('region', { name });
const text = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });

async function fillStep(user: UserEvent, scope: HTMLElement, fields: [RegExp, string][]) {
  for (const [name, value] of fields) await user.type(text(scope, name), value);
}

describe('the wizard page', () => {
  it('draws one wizard three ways, every step reachable by its button', () => {
    renderWithProviders(<FormWizardPage />);
    for (const name of ['Assistente horizontal', 'Assistente vertical', 'Assistente moderno']) {
      const steps = within(wizard(name)).getAllByRole('button', { name: /^Etapa \d de 4:/ });
      expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
        'Etapa 1 de 4: Conta',
        'Etapa 2 de 4: Dados pessoais',
        'Etapa 3 de 4: Endereço',
        'Etapa 4 de 4: Redes sociais',
      ]);
      expect(steps[0]).toHaveAttribute('aria-current', 'step');
      expect(within(wizard(name)).getByRole('heading', { level: 3 })).toHaveTextContent(
        'Etapa 1 de 4: Conta',
      );
    }
  });

  it('goes through the four steps of the modern one to a summary with the password hidden', async () => {
    const { user } = renderWithProviders(<FormWizardPage />);
    const modern = wizard('Assistente moderno');
    const next = () => user.click(within(modern).getByRole('button', { name: /^Próximo/ }));

    await next();
    expect(text(modern, /^Nome de usuário/)).toHaveAccessibleDescription(
      /Escolha um nome de usuário\./,
    );
    await fillStep(user, modern, [
      [/^Nome de usuário/, 'ana.souza'],
      [/^E-mail/, 'ana.souza@empresa.com.br'],
    ]);
    await user.type(within(modern).getByLabelText(/^Nova senha/), 'mirante2026');
    await user.type(within(modern).getByLabelText(/^Confirme a nova senha/), 'mirante2026');
    await next();

    // A later step clicked does not skip this one.
    await user.click(within(modern).getByRole('button', { name: 'Etapa 4 de 4: Redes sociais' }));
    expect(text(modern, /^Nome/)).toHaveFocus();
    expect(within(modern).getByText('Informe seu nome.')).toBeVisible();
    await fillStep(user, modern, [
      [/^Nome/, 'Ana'],
      [/^Sobrenome/, 'Souza'],
      [/^Celular/, '81987654321'],
    ]);
    expect(text(modern, /^Celular/)).toHaveValue('(81) 98765-4321');
    await next();

    await fillStep(user, modern, [
      [/^CEP/, '50030230'],
      [/^Rua/, 'Rua do Bom Jesus'],
      [/^Número/, '183'],
      [/^Bairro/, 'Recife Antigo'],
      [/^Cidade/, 'Recife'],
    ]);
    await user.type(within(modern).getByRole('combobox', { name: /^Estado/ }), 'Pernam');
    await user.click(await screen.findByRole('option', { name: 'PE — Pernambuco' }));
    await next();

    await user.type(text(modern, /^LinkedIn/), 'linkedin.com/ana');
    await user.click(within(modern).getByRole('button', { name: 'Concluir cadastro' }));
    expect(text(modern, /^LinkedIn/)).toHaveAccessibleDescription(
      'Informe o endereço do perfil, como https://www.linkedin.com/in/ana-souza.',
    );
    await user.clear(text(modern, /^LinkedIn/));
    await user.type(text(modern, /^Instagram/), '@ana.souza');
    await user.click(within(modern).getByRole('button', { name: 'Concluir cadastro' }));

    const summary = await within(modern).findByRole('heading', { name: 'Cadastro concluído' });
    expect(summary).toHaveFocus();
    expect(within(modern).getByText('ana.souza@empresa.com.br')).toBeVisible();
    expect(within(modern).getByText('Oculta por segurança')).toBeVisible();
    expect(within(modern).queryByText('mirante2026')).toBeNull();
    expect(within(modern).getByText('Rua do Bom Jesus, 183')).toBeVisible();
    expect(within(modern).getByText('Recife — Pernambuco')).toBeVisible();
    expect(
      await screen.findByText('Cadastro de Ana concluído. Isto é um exemplo: nada foi salvo.'),
    ).toBeVisible();
    // The other wizards have their own values.
    expect(text(wizard('Assistente horizontal'), /^Nome de usuário/)).toHaveValue('');

    await user.click(within(modern).getByRole('button', { name: 'Começar de novo' }));
    expect(text(modern, /^Nome de usuário/)).toHaveValue('');
  });
});
