import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import InputGroupPage from './input-group-page';
import InputPage from './input-page';
import TextareaPage from './textarea-page';

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the input page', () => {
  it('draws every size, variant and state with a label', () => {
    renderWithProviders(<InputPage />);
    for (const size of ['xs', 'sm', 'md', 'lg', 'xl']) {
      expect(card('Tamanhos').getByRole('textbox', { name: `Tamanho ${size}` })).toBeVisible();
    }
    const states = card('Estados');
    expect(states.getByRole('textbox', { name: 'Código do cliente' })).toBeDisabled();
    expect(states.getByRole('textbox', { name: 'Matrícula' })).toHaveAttribute('readonly');
    expect(states.getByRole('textbox', { name: 'E-mail' })).toBeInvalid();
    expect(states.getByRole('textbox', { name: 'Nome completo' })).toBeRequired();
    expect(states.getByRole('textbox', { name: 'Nome de exibição' })).toHaveAccessibleDescription(
      'Aparece nos comentários e nas menções.',
    );
  });

  it('counts the characters of a title and clears a city with its button', async () => {
    const { user } = renderWithProviders(<InputPage />);
    const title = card('Contador de caracteres').getByRole('textbox', {
      name: 'Título do anúncio',
    });
    expect(title).toHaveAccessibleDescription('25 de 60 caracteres');
    await user.type(title, ' 2');
    expect(title).toHaveAccessibleDescription('27 de 60 caracteres');
    expect(title).toHaveAttribute('maxlength', '60');

    const icons = card('Com ícones');
    const city = icons.getByRole('textbox', { name: 'Cidade' });
    expect(city).toHaveValue('Belo Horizonte');
    await user.click(icons.getByRole('button', { name: 'Limpar cidade' }));
    expect(city).toHaveValue('');
    expect(icons.queryByRole('button', { name: 'Limpar cidade' })).toBeNull();
  });

  it('shows a typed password on request', async () => {
    const { user } = renderWithProviders(<InputPage />);
    const types = card('Tipos de campo');
    const password = types.getByLabelText('Senha');
    await user.type(password, 'segredo123');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(types.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('floats a label above its field once the field is focused', async () => {
    const { user } = renderWithProviders(<InputPage />);
    const company = card('Posição do rótulo').getByRole('textbox', { name: 'Empresa' });
    const label = card('Posição do rótulo').getByText('Empresa');
    expect(label).not.toHaveAttribute('data-floating');
    await user.click(company);
    expect(label).toHaveAttribute('data-floating', 'true');
    await user.type(company, 'Padaria Pão Dourado');
    await user.tab();
    expect(label).toHaveAttribute('data-floating', 'true');
  });
});

describe('the input-group page', () => {
  it('applies a known coupon and refuses an unknown one', async () => {
    const { user } = renderWithProviders(<InputGroupPage />);
    const buttons = card('Com botões');
    const coupon = buttons.getByRole('textbox', { name: 'Cupom' });
    const apply = buttons.getByRole('button', { name: 'Aplicar' });
    expect(apply).toBeDisabled();
    await user.type(coupon, 'promo');
    expect(coupon).toHaveValue('PROMO');
    await user.click(apply);
    expect(coupon).toHaveAccessibleDescription('Cupom não encontrado. Tente BEMVINDO10.');
    await user.clear(coupon);
    await user.type(coupon, 'bemvindo10');
    await user.click(apply);
    expect(coupon).toHaveAccessibleDescription('Cupom aplicado: 10% de desconto.');
  });

  it('masks the document by the kind chosen beside it, and the price in reais', async () => {
    const { user } = renderWithProviders(<InputGroupPage />);
    const combos = card('Seleção e campo');
    const document = combos.getByRole('textbox', { name: 'Documento' });
    await user.type(document, '11222333000181');
    expect(document).toHaveValue('112.223.330-00');
    await user.selectOptions(combos.getByRole('combobox', { name: 'Tipo de documento' }), 'cnpj');
    expect(document).toHaveValue('');
    await user.type(document, '11222333000181');
    expect(document).toHaveValue('11.222.333/0001-81');

    const phone = combos.getByRole('textbox', { name: 'Telefone' });
    await user.type(phone, '11912345678');
    expect(phone).toHaveValue('(11) 91234-5678');

    const price = card('Textos antes e depois').getByRole('textbox', { name: 'Preço de venda' });
    expect(price).toHaveValue('189,90');
    await user.type(price, '5');
    expect(price).toHaveValue('1.899,05');
  });

  it('counts a quantity between its two buttons, and fills the address from the pin', async () => {
    const { user } = renderWithProviders(<InputGroupPage />);
    const merged = card('Grupos unidos');
    const less = merged.getByRole('button', { name: 'Diminuir a quantidade' });
    const quantity = merged.getByRole('textbox', { name: 'Quantidade' });
    expect(less).toBeDisabled();
    await user.click(merged.getByRole('button', { name: 'Aumentar a quantidade' }));
    await user.click(merged.getByRole('button', { name: 'Aumentar a quantidade' }));
    expect(quantity).toHaveValue('3');
    await user.click(less);
    expect(quantity).toHaveValue('2');

    const icons = card('Ícones dos dois lados');
    await user.click(icons.getByRole('button', { name: 'Usar minha localização' }));
    expect(icons.getByRole('textbox', { name: 'Endereço de entrega' })).toHaveValue(
      'Av. Afonso Pena, 1212 – Centro, Belo Horizonte – MG',
    );
  });
});

describe('the textarea page', () => {
  it('counts up to the limit, then says how few are left', async () => {
    const { user } = renderWithProviders(<TextareaPage />);
    const message = card('Contador com limite').getByRole('textbox', {
      name: 'Mensagem para o cliente',
    });
    expect(message).toHaveAccessibleDescription('0 de 280 caracteres');
    await user.click(message);
    await user.paste('a'.repeat(279));
    expect(message).toHaveAccessibleDescription('Resta 1 caractere');
    await user.type(message, 'bc');
    expect(message).toHaveValue(`${'a'.repeat(279)}b`);
    expect(message).toHaveAccessibleDescription('Nenhum caractere restante');
  });
});
