import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import FormLayoutPage from './form-layout-page';

const card = (name: string) => screen.getByRole('region', { name });
const text = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });

describe('the form layout page', () => {
  it('the customer record: a company names itself; a valid record is confirmed and cleared', async () => {
    const { user } = renderWithProviders(<FormLayoutPage />);
    const customer = card('Horizontal, rótulos ao lado');
    const submit = within(customer).getByRole('button', { name: 'Cadastrar cliente' });

    await user.click(submit);
    expect(text(customer, /^Nome completo/)).toHaveFocus();
    expect(text(customer, /^Nome completo/)).toHaveAccessibleDescription(
      'Informe o nome completo do cliente.',
    );
    expect(text(customer, /^Telefone/)).toHaveAccessibleDescription(
      'Informe o telefone com DDD, como (11) 98765-4321.',
    );

    await user.type(text(customer, /^Nome completo/), 'Marcos Tavares');
    await user.type(text(customer, /^E-mail/), 'marcos@tavaresengenharia.com.br');
    await user.type(text(customer, /^Telefone/), '3134567890');
    expect(text(customer, /^Telefone/)).toHaveValue('(31) 3456-7890');
    await user.click(within(customer).getByRole('radio', { name: 'Pessoa jurídica' }));
    expect(text(customer, /^Razão social/)).toHaveAccessibleDescription(
      'Informe a razão social da empresa.',
    );
    await user.type(text(customer, /^Razão social/), 'Tavares Engenharia Ltda.');
    await user.click(submit);
    expect(
      await screen.findByText(
        'Cliente Marcos Tavares conferido. Isto é um exemplo: nada foi salvo.',
      ),
    ).toBeVisible();
    expect(text(customer, /^Nome completo/)).toHaveValue('');
    expect(within(customer).getByRole('radio', { name: 'Pessoa física' })).toBeChecked();
  });

  it('inline and with icons: the newsletter empties, the sign-in keeps the e-mail', async () => {
    const { user } = renderWithProviders(<FormLayoutPage />);
    const newsletter = card('Em linha');
    await user.click(within(newsletter).getByRole('button', { name: 'Assinar' }));
    expect(text(newsletter, /^Seu nome/)).toHaveAccessibleDescription('Informe seu nome.');
    await user.type(text(newsletter, /^Seu nome/), 'Júlia');
    await user.type(text(newsletter, /^Seu e-mail/), 'julia.ramos@gmail.com');
    await user.click(within(newsletter).getByRole('button', { name: 'Assinar' }));
    expect(await screen.findByText(/^Pronto, Júlia! As novidades chegarão em/)).toBeVisible();
    expect(text(newsletter, /^Seu e-mail/)).toHaveValue('');

    const signIn = card('Com ícones');
    await user.type(text(signIn, /^E-mail/), 'helena@mirante.com.br');
    await user.type(within(signIn).getByLabelText(/^Senha/), 'segredo');
    await user.click(within(signIn).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/^Dados de entrada de helena@mirante\.com\.br/)).toBeVisible();
    expect(text(signIn, /^E-mail/)).toHaveValue('helena@mirante.com.br');
    expect(within(signIn).getByLabelText(/^Senha/)).toHaveValue('');
    expect(within(signIn).getByLabelText(/^Senha/)).not.toHaveAccessibleDescription();
  });
});
