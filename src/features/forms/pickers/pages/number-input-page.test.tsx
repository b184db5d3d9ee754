import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';

preloadChunks(...appShellChunks, pageChunk('forms-number-input'));

async function openPage() {
  await signInAs('admin');
  const rendered = renderApp('/forms/elements/number-input');
  expect(await screen.findByRole('heading', { level: 1, name: 'Campo numérico' })).toBeVisible();
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('NumberInputPage', () => {
  it('brings a typed value out of bounds back to the bound when the field is left', async () => {
    const { user } = await openPage();
    const people = field('Participantes');
    const card = screen.getByRole('region', { name: 'Mínimo, máximo e passo' });
    await user.clear(people);
    await user.type(people, '35');
    expect(people).toHaveValue('35');
    await user.tab();
    expect(people).toHaveValue('20');
    expect(within(card).getByText('Valor: 20')).toBeVisible();
    await user.clear(people);
    await user.type(people, '0');
    await user.tab();
    expect(people).toHaveValue('1');
  });

  it('refuses, in strict mode, a keystroke that would leave the bounds; the arrows keep to the step', async () => {
    const { user } = await openPage();
    const hours = field('Horas por semana');
    await user.clear(hours);
    await user.type(hours, '50');
    expect(hours).toHaveValue('5');
    await user.clear(hours);
    await user.type(hours, '40{ArrowUp}');
    expect(hours).toHaveValue('44');
    await user.keyboard('{ArrowUp}');
    expect(hours).toHaveValue('44');
  });

  it('writes decimals, reais and percentages as the active language does', async () => {
    const { user } = await openPage();
    expect(field('Peso')).toHaveValue('72,5 kg');
    expect(field('Valor do pedido')).toHaveValue('R$ 1.890,90');
    expect(screen.getByText('Valor: R$ 1.890,90')).toBeVisible();
    expect(field('Juros ao mês')).toHaveValue('1,25%');
    const total = field('Valor do pedido');
    await user.clear(total);
    await user.type(total, '2500,5');
    await user.tab();
    expect(total).toHaveValue('R$ 2.500,50');

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('textbox', { name: 'Order total' })).toHaveValue('R$2,500.50');
    expect(field('Weight')).toHaveValue('72.5 kg');
    expect(field('Monthly interest')).toHaveValue('1.25%');
  });

  it('steps with its own buttons, which stop at the bounds', async () => {
    const { user } = await openPage();
    const guests = field('Acompanhantes');
    expect(guests).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Diminuir' }));
    await user.click(screen.getByRole('button', { name: 'Diminuir' }));
    expect(guests).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Diminuir' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Aumentar' }));
    expect(guests).toHaveValue('1');
  });
});
