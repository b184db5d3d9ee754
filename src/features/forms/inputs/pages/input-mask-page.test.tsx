import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import InputMaskPage from './input-mask-page';

afterEach(() => i18n.changeLanguage('br'));

/** pt-BR writes a no-break space between the symbol and the amount. */
const reais = (text: string) => text.replace(' ', '\u00a0');

function renderPage() {
  const rendered = renderWithProviders(<InputMaskPage />);
  const card = (title: string) => screen.getByRole('region', { name: title });
  const field = (title: string, label: string) =>
    within(card(title)).getByRole('textbox', { name: label });
  return { ...rendered, card, field };
}

describe('the input-mask page', () => {
  it('formats a CPF as it is typed, shows its digits and checks its check digits', async () => {
    const { user, card, field } = renderPage();
    const cpf = field('CPF', 'CPF');
    await user.type(cpf, '12345678909');
    expect(cpf).toHaveValue('123.456.789-09');
    expect(cpf).toHaveAccessibleDescription('CPF válido.');
    expect(within(card('CPF')).getByText('12345678909')).toBeVisible();

    await user.clear(cpf);
    await user.type(cpf, '123.456.789-00');
    expect(cpf).toHaveValue('123.456.789-00');
    expect(cpf).toBeInvalid();
    expect(cpf).toHaveAccessibleDescription('CPF inválido: os dígitos verificadores não conferem.');
  });

  it('says a part-typed CPF is short once the field is left', async () => {
    const { user, field } = renderPage();
    const cpf = field('CPF', 'CPF');
    await user.type(cpf, '1234');
    expect(cpf).toHaveValue('123.4');
    expect(cpf).toBeValid();
    await user.tab();
    expect(cpf).toHaveAccessibleDescription('O CPF tem 11 dígitos.');
  });

  it('types reais as cents shifting in, and keeps the cents as the raw value', async () => {
    const { user, card, field } = renderPage();
    const money = field('Moeda (real)', 'Valor do pedido');
    await user.type(money, '1');
    expect(money).toHaveValue(reais('R$ 0,01'));
    await user.type(money, '23456');
    expect(money).toHaveValue(reais('R$ 1.234,56'));
    expect(within(card('Moeda (real)')).getByText('123456')).toBeVisible();
    expect(within(card('Moeda (real)')).getByText('1234.56')).toBeVisible();

    await user.type(money, '{Backspace}');
    expect(money).toHaveValue(reais('R$ 123,45'));
  });

  it('writes the same amount in the English format after a language switch', async () => {
    const { user, field } = renderPage();
    await user.type(field('Moeda (real)', 'Valor do pedido'), '123456');
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('textbox', { name: 'Order amount' })).toHaveValue('R$1,234.56');
  });

  it('turns a landline into a mobile at the 11th digit and names it', async () => {
    const { user, field } = renderPage();
    const phone = field('Telefone', 'Telefone com DDD');
    await user.type(phone, '3132345678');
    expect(phone).toHaveValue('(31) 3234-5678');
    expect(phone).toHaveAccessibleDescription('Telefone fixo com DDD 31.');

    await user.clear(phone);
    await user.type(phone, '31987654321');
    expect(phone).toHaveValue('(31) 98765-4321');
    expect(phone).toHaveAccessibleDescription('Celular com DDD 31.');
  });

  it('checks a CNPJ, a CEP region, a real day and a time', async () => {
    const { user, field } = renderPage();
    const cnpj = field('CNPJ', 'CNPJ da empresa');
    await user.type(cnpj, '11222333000181');
    expect(cnpj).toHaveValue('11.222.333/0001-81');
    expect(cnpj).toHaveAccessibleDescription('CNPJ válido.');

    const cep = field('CEP', 'CEP');
    await user.type(cep, '30130010');
    expect(cep).toHaveValue('30130-010');
    expect(cep).toHaveAccessibleDescription('Região: Minas Gerais.');

    const date = field('Data', 'Data de nascimento');
    await user.type(date, '31022026');
    expect(date).toHaveValue('31/02/2026');
    expect(date).toHaveAccessibleDescription('Essa data não existe no calendário.');
    await user.clear(date);
    await user.type(date, '07091822');
    expect(date).toHaveAccessibleDescription('sábado, 7 de setembro de 1822');

    const time = field('Hora', 'Horário da reunião');
    await user.type(time, '2530');
    expect(time).toHaveValue('25:30');
    expect(time).toHaveAccessibleDescription('Use um horário entre 00:00 e 23:59.');
  });

  it('switches one field from CPF to CNPJ at the 12th digit', async () => {
    const { user, field } = renderPage();
    const document = field('CPF ou CNPJ', 'CPF ou CNPJ');
    await user.type(document, '52998224725');
    expect(document).toHaveValue('529.982.247-25');
    expect(document).toHaveAccessibleDescription('CPF válido.');
    await user.clear(document);
    await user.type(document, '11222333000181');
    expect(document).toHaveValue('11.222.333/0001-81');
    expect(document).toHaveAccessibleDescription('CNPJ válido.');
  });

  it('recognises a card brand and its Luhn digit', async () => {
    const { user, card } = renderPage();
    const number = within(card('Cartão de crédito')).getByRole('textbox', {
      name: 'Número do cartão',
    });
    await user.type(number, '4111111111111112');
    expect(number).toHaveValue('4111 1111 1111 1112');
    expect(within(card('Cartão de crédito')).getByText('Visa')).toBeVisible();
    expect(number).toHaveAccessibleDescription('Número inválido: confira os dígitos.');
    await user.type(number, '{Backspace}1');
    expect(number).toHaveAccessibleDescription('Número de cartão válido.');
  });
});
