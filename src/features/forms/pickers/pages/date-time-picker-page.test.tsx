import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { appShellChunks, pageChunk, preloadChunks } from '@/test/preload';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { parseTypedDay } from '@/lib/form/masked-dates';
import { rangePresets } from '../components/dates/day-text';

preloadChunks(...appShellChunks, pageChunk('forms-date-time-picker'));

async function openPage() {
  await signInAs('admin');
  const rendered = renderApp('/forms/elements/date-time-picker');
  expect(await screen.findByRole('heading', { level: 1, name: 'Data e hora' })).toBeVisible();
  return rendered;
}

const MONTHS_BR =
  /^(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) \d{4}$/;

describe('typed days and shortcuts', () => {
  it('reads a typed day in the language’s order, and only a real one', () => {
    expect(parseTypedDay('25/12/2026', 'dmy')).toBe('2026-12-25');
    expect(parseTypedDay('5.1.2027', 'dmy')).toBe('2027-01-05');
    expect(parseTypedDay('12/25/2026', 'mdy')).toBe('2026-12-25');
    expect(parseTypedDay('31/02/2026', 'dmy')).toBeNull();
    expect(parseTypedDay('25/12', 'dmy')).toBeNull();
  });

  it('counts the range shortcuts from today', () => {
    expect(rangePresets('2026-03-10')).toEqual({
      week: ['2026-03-04', '2026-03-10'],
      month: ['2026-02-09', '2026-03-10'],
      thisMonth: ['2026-03-01', '2026-03-10'],
      lastMonth: ['2026-02-01', '2026-02-28'],
    });
  });
});

describe('DateTimePickerPage', () => {
  it('picks a range on a calendar in Portuguese, the week from Sunday', async () => {
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Intervalo com atalhos' });
    await user.click(within(card).getByRole('button', { name: 'Período do relatório' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Escolher o mês' })).toHaveTextContent(
      MONTHS_BR,
    );
    const weekdays = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // dayjs's Portuguese short names: Sunday first.
    expect(weekdays).toEqual(['Do', '2ª', '3ª', '4ª', '5ª', '6ª', 'Sá']);
    expect(within(dialog).getByRole('button', { name: 'Últimos 7 dias' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: /^10 / }));
    await user.click(within(dialog).getByRole('button', { name: /^20 / }));
    const range = new RegExp(`^10/(\\d{2}/\\d{4}) – 20/\\1$`);
    expect(within(card).getByRole('button', { name: 'Período do relatório' })).toHaveTextContent(
      range,
    );
    expect(
      within(card).getByText(/^Escolhido: de 10 de \p{L}+\. de \d{4} a 20 de \p{L}+\. de \d{4}$/u),
    ).toBeVisible();
  });

  it('takes a day typed as DD/MM/AAAA, and as MM/DD/YYYY in English', async () => {
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Data digitada' });
    const input = within(card).getByRole('textbox', { name: 'Data de nascimento' });
    await user.type(input, '25/12/2026');
    await user.tab();
    expect(input).toHaveValue('25/12/2026');
    expect(within(card).getByText('Escolhido: sexta-feira, 25 de dezembro de 2026')).toBeVisible();

    await act(() => i18n.changeLanguage('en'));
    const english = await screen.findByRole('region', { name: 'Typed date' });
    expect(within(english).getByRole('textbox', { name: 'Date of birth' })).toHaveValue(
      '12/25/2026',
    );
    expect(within(english).getByText('Chosen: Friday, December 25, 2026')).toBeVisible();
  });

  it('leaves the weekends out of the delivery days', async () => {
    const { user } = await openPage();
    const card = screen.getByRole('region', { name: 'Limites e dias excluídos' });
    await user.click(within(card).getByRole('button', { name: 'Data da entrega' }));
    const dialog = await screen.findByRole('dialog');
    const days = within(dialog).getAllByRole('button', { name: /^\d{1,2} \p{L}+ \d{4}$/u });
    // Saturdays and Sundays (the first and last column) cannot be picked.
    const rows = within(dialog).getAllByRole('row').slice(1);
    for (const row of rows) {
      const cells = within(row).getAllByRole('button');
      expect(cells[0]).toBeDisabled();
      expect(cells.at(-1)).toBeDisabled();
    }
    expect(days.some((day) => !(day as HTMLButtonElement).disabled)).toBe(true);
  });
});
