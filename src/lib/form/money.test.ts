import { describe, expect, it, vi } from 'vitest';
import { changeOf as change, inputWith } from '@/test/typed-input';
import { applyMoney, centsOf, formatCents, moneyChange, withMoneyMask } from './money';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const enBrl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' });
const br = (amount: number) => brl.format(amount);
const en = (amount: number) => enBrl.format(amount);
/** pt-BR writes a no-break space after the symbol. */
const real = (text: string) => text.replace(' ', '\u00a0');

/** Types `keys` one by one at the end of an empty field, as a person does. */
function typeAtEnd(format: (amount: number) => string, keys: string) {
  let shown = '';
  const seen: string[] = [];
  for (const key of keys) {
    const edit = applyMoney(format, {
      value: shown + key,
      caret: shown.length + 1,
      previous: shown,
    });
    expect(edit.caret).toBe(edit.value.length);
    shown = edit.value;
    seen.push(shown);
  }
  return seen;
}

describe('formatCents and centsOf', () => {
  it('writes cents as an amount in the given format, and reads them back', () => {
    expect(formatCents(123456, br)).toBe(real('R$ 1.234,56'));
    expect(formatCents(123456, en)).toBe('R$1,234.56');
    expect(formatCents(0, br)).toBe(real('R$ 0,00'));
    expect(formatCents(null, br)).toBe('');
    expect(centsOf(real('R$ 1.234,56'))).toBe(123456);
    expect(centsOf('R$1,234.56')).toBe(123456);
    expect(centsOf(real('R$ 0,05'))).toBe(5);
    expect(centsOf('')).toBeNull();
    expect(centsOf('R$')).toBeNull();
  });
});

describe('applyMoney', () => {
  it('shifts each digit typed in from the right, as cents', () => {
    expect(typeAtEnd(br, '123456')).toEqual(
      ['R$ 0,01', 'R$ 0,12', 'R$ 1,23', 'R$ 12,34', 'R$ 123,45', 'R$ 1.234,56'].map(real),
    );
    expect(typeAtEnd(en, '123456').at(-1)).toBe('R$1,234.56');
  });

  it('ignores what is not a digit, and keeps a typed zero as R$ 0,00', () => {
    expect(typeAtEnd(br, '1a2,')).toEqual(['R$ 0,01', 'R$ 0,01', 'R$ 0,12', 'R$ 0,12'].map(real));
    expect(typeAtEnd(br, '0')).toEqual([real('R$ 0,00')]);
    expect(typeAtEnd(br, '05')).toEqual([real('R$ 0,00'), real('R$ 0,05')]);
  });

  it('keeps the caret before the same digits when typing in the middle', () => {
    // "R$ 1.234,56", a 9 typed between the 2 and the 3: the 3, 4, 5 and 6 stay after the caret.
    const typed = real('R$ 1.2934,56');
    expect(applyMoney(br, { value: typed, caret: 7, previous: real('R$ 1.234,56') })).toEqual({
      value: real('R$ 12.934,56'),
      caret: 7,
      cents: 1293456,
    });
  });

  it('deletes the digit before a separator that Backspace took alone', () => {
    // Caret just after the comma of "R$ 1.234,56": the browser leaves "R$ 1.23456".
    const left = real('R$ 1.23456');
    expect(applyMoney(br, { value: left, caret: 8, previous: real('R$ 1.234,56') })).toEqual({
      value: real('R$ 123,56'),
      caret: 6,
      cents: 12356,
    });
  });

  it('deletes a digit as usual, and empties the field with the last one', () => {
    expect(applyMoney(br, { value: real('R$ 1,2'), caret: 6, previous: real('R$ 1,23') })).toEqual({
      value: real('R$ 0,12'),
      caret: 7,
      cents: 12,
    });
    expect(applyMoney(br, { value: real('R$ 0,0'), caret: 6, previous: real('R$ 0,01') })).toEqual({
      value: '',
      caret: 0,
      cents: null,
    });
    expect(applyMoney(br, { value: '', caret: 0, previous: real('R$ 0,00') })).toEqual({
      value: '',
      caret: 0,
      cents: null,
    });
  });

  it('reads a pasted amount by its digits, and refuses one digit too many', () => {
    expect(applyMoney(br, { value: '1.234,56', caret: 8, previous: '' }).cents).toBe(123456);
    const full = real('R$ 99.999.999.999,99');
    const over = applyMoney(br, { value: `${full}1`, caret: full.length + 1, previous: full });
    expect(over).toEqual({ value: full, caret: full.length, cents: 9999999999999 });
  });

  it('puts the caret at the end when it is unknown', () => {
    expect(applyMoney(br, { value: '789', caret: null })).toEqual({
      value: real('R$ 7,89'),
      caret: 7,
      cents: 789,
    });
  });
});

describe('moneyChange and withMoneyMask', () => {
  it('writes the amount to the input, the caret in place, and hands over the cents', () => {
    const before = real('R$ 1,23');
    const input = inputWith(`${before}4`, before.length + 1);
    const onChange = vi.fn();
    moneyChange(br, 123, onChange)(change(input));
    expect(onChange).toHaveBeenCalledWith(1234);
    expect(input.value).toBe(real('R$ 12,34'));
    expect(input.selectionStart).toBe(input.value.length);
    input.remove();
  });

  it('makes numeric input props from a field of cents', () => {
    const onChange = vi.fn();
    const props = withMoneyMask(en, { name: 'price', value: 4990, onChange, error: undefined });
    expect(props).toMatchObject({ name: 'price', value: 'R$49.90', inputMode: 'numeric' });
    expect(withMoneyMask(en, { value: '', onChange }).value).toBe('');
    const input = inputWith('R$49.901', 8);
    props.onChange(change(input));
    expect(onChange).toHaveBeenCalledWith(49901);
    expect(input.value).toBe('R$499.01');
    input.remove();
  });
});
