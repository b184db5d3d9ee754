import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import FormRepeaterPage from './form-repeater-page';

/** A figure as the page writes it in br (`R$ 8.959,80`), whatever space Intl puts after R$. */
const brl = (figure: string) => new RegExp(`^-?−?\\s?R\\$\\s${figure.replace(/\./g, '\\.')}$`);

const row = (number: number) => screen.getByRole('group', { name: `Item ${number}` });
const rowField = (number: number, label: RegExp) =>
  within(row(number)).getByRole('textbox', { name: label });
const sum = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.trim() ?? '';

describe('the form repeater', () => {
  it('prices each row and totals the quote as rows are added, typed and removed', async () => {
    const { user } = renderWithProviders(<FormRepeaterPage />);

    // The sample: 4 chairs at R$ 1.290,00 and 2 monitors at R$ 1.899,90, 5 % off.
    expect(rowField(1, /^Preço/)).toHaveValue('R$\u00a05.160,00');
    expect(rowField(2, /^Preço/)).toHaveValue('R$\u00a03.799,80');
    expect(sum('Unidades')).toBe('6');
    expect(sum('Subtotal')).toMatch(brl('8.959,80'));
    expect(sum('Desconto')).toMatch(/447,99$/);
    expect(sum('Total')).toMatch(brl('8.511,81'));

    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    const item = rowField(3, /^Item/);
    expect(item).toHaveFocus();
    await user.type(item, 'Mesa de reunião');
    await user.type(rowField(3, /^Custo unitário/), '2500');
    expect(rowField(3, /^Custo unitário/)).toHaveValue('2.500');
    const qty = rowField(3, /^Quantidade/);
    await user.clear(qty);
    await user.type(qty, '2');
    expect(rowField(3, /^Preço/)).toHaveValue('R$\u00a05.000,00');
    expect(sum('Subtotal')).toMatch(brl('13.959,80'));
    expect(sum('Total')).toMatch(brl('13.261,81'));

    await user.click(within(row(1)).getByRole('button', { name: 'Remover o item 1' }));
    expect(screen.queryByRole('group', { name: 'Item 3' })).toBeNull();
    expect(rowField(1, /^Item/)).toHaveValue('Monitor LG 27" 4K');
    expect(rowField(1, /^Item/)).toHaveFocus();
    expect(sum('Subtotal')).toMatch(brl('8.799,80'));

    const discount = screen.getByRole('textbox', { name: /^Desconto/ });
    await user.clear(discount);
    expect(sum('Total')).toMatch(brl('8.799,80'));

    await user.click(within(row(2)).getByRole('button', { name: 'Remover o item 2' }));
    expect(within(row(1)).getByRole('button', { name: 'Remover o item 1' })).toBeDisabled();
    expect(sum('Total')).toMatch(brl('3.799,80'));
  });

  it('checks each row beside its fields, then saves the quote', async () => {
    const { user } = renderWithProviders(<FormRepeaterPage />);
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    const qty = rowField(3, /^Quantidade/);
    await user.clear(qty);
    await user.type(qty, '0');
    await user.click(screen.getByRole('button', { name: 'Salvar orçamento' }));

    expect(rowField(3, /^Item/)).toHaveFocus();
    expect(rowField(3, /^Item/)).toHaveAccessibleDescription('Informe o item.');
    expect(rowField(3, /^Custo unitário/)).toHaveAccessibleDescription('Informe o custo unitário.');
    expect(qty).toHaveAccessibleDescription('Use uma quantidade de 1 a 9.999.');
    // The other rows are fine.
    expect(rowField(1, /^Item/)).not.toHaveAccessibleDescription();

    await user.type(rowField(3, /^Item/), 'Quadro branco 120 × 90 cm');
    await user.type(rowField(3, /^Custo unitário/), '389,9');
    await user.clear(qty);
    await user.type(qty, '1');
    expect(rowField(3, /^Item/)).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Salvar orçamento' }));
    expect(
      await screen.findByText(
        /^Orçamento com 3 itens conferido: total de R\$\s8\.882,21\. Isto é um exemplo/,
      ),
    ).toBeVisible();
  });

  it('keeps a negative cost as typed and says what is wrong beside it', async () => {
    const { user } = renderWithProviders(<FormRepeaterPage />);
    const cost = rowField(1, /^Custo unitário/);
    await user.clear(cost);
    await user.type(cost, '-5');
    await user.click(screen.getByRole('button', { name: 'Salvar orçamento' }));
    // Not turned into 5: the field shows what was typed, and why it is refused.
    expect(cost).toHaveValue('-5');
    expect(cost).toHaveAccessibleDescription(
      'Informe um custo maior que zero e de até R$ 1.000.000,00.',
    );
  });
});
