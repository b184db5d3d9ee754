import { describe, expect, it, vi } from 'vitest';
import { changeOf as change, inputWith } from '@/test/typed-input';
import {
  applyMask,
  cardExpiryMask,
  cardNumberMask,
  cepMask,
  cnpjMask,
  cpfCnpjMask,
  cpfMask,
  createMask,
  dateMask,
  formatMasked,
  isMaskComplete,
  maskedChange,
  phoneMask,
  timeMask,
  withMask,
} from './masks';

describe('formatMasked', () => {
  it('writes digits into the pattern, literals only before a digit', () => {
    expect(formatMasked(cepMask, '')).toBe('');
    expect(formatMasked(cepMask, '0131')).toBe('0131');
    expect(formatMasked(cepMask, '01310')).toBe('01310');
    expect(formatMasked(cepMask, '013101')).toBe('01310-1');
    expect(formatMasked(cepMask, '01310100')).toBe('01310-100');
  });

  it('drops what is not a digit and digits past the pattern', () => {
    expect(formatMasked(cepMask, 'a01.310-100 99')).toBe('01310-100');
    expect(formatMasked(cardExpiryMask, '1/2/2/9')).toBe('12/29');
  });

  it('picks the shortest pattern that holds the digits', () => {
    expect(formatMasked(phoneMask, '1131234567')).toBe('(11) 3123-4567');
    expect(formatMasked(phoneMask, '11912345678')).toBe('(11) 91234-5678');
    expect(formatMasked(phoneMask, '11')).toBe('(11');
    expect(formatMasked(phoneMask, '119')).toBe('(11) 9');
    expect(formatMasked(cardNumberMask, '4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatMasked(cardNumberMask, '6011000990139424123')).toBe('6011 0009 9013 9424 123');
    expect(formatMasked(cardNumberMask, '60110009901394241234')).toBe('6011 0009 9013 9424 123');
  });

  it('writes the Brazilian documents, dates and times', () => {
    expect(formatMasked(cpfMask, '12345678909')).toBe('123.456.789-09');
    expect(formatMasked(cpfMask, '1234')).toBe('123.4');
    expect(formatMasked(cnpjMask, '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatMasked(cnpjMask, '112223330')).toBe('11.222.333/0');
    expect(formatMasked(cpfCnpjMask, '12345678909')).toBe('123.456.789-09');
    expect(formatMasked(cpfCnpjMask, '112223330001')).toBe('11.222.333/0001');
    expect(formatMasked(dateMask, '07091822')).toBe('07/09/1822');
    expect(formatMasked(dateMask, '070')).toBe('07/0');
    expect(formatMasked(timeMask, '0930')).toBe('09:30');
    expect(formatMasked(timeMask, '093015')).toBe('09:30');
  });

  it('refuses a mask without a pattern', () => {
    expect(() => createMask()).toThrow();
  });
});

describe('applyMask', () => {
  it('keeps the caret after the digit it followed', () => {
    // Typing "9" between "0131" and "0" of "01310-100" (caret after the 9).
    expect(applyMask(cepMask, { value: '013190-100', caret: 5 })).toEqual({
      value: '01319-010',
      caret: 5,
    });
    // Typing the sixth digit at the end moves past the literal the mask added.
    expect(applyMask(cepMask, { value: '013101', caret: 6 })).toEqual({
      value: '01310-1',
      caret: 7,
    });
  });

  it('puts the caret at the end when it is unknown', () => {
    expect(applyMask(cardExpiryMask, { value: '129', caret: null })).toEqual({
      value: '12/9',
      caret: 4,
    });
  });

  it('deletes the digit before a literal that Backspace removed alone', () => {
    // "01310-100", caret after "-", Backspace: the browser leaves "01310100" with caret 5.
    expect(applyMask(cepMask, { value: '01310100', caret: 5, previous: '01310-100' })).toEqual({
      value: '01311-00',
      caret: 4,
    });
  });

  it('keeps the caret after the same digit in a CPF, a date and a phone', () => {
    // A digit typed at the end moves past the dot the mask adds.
    expect(applyMask(cpfMask, { value: '1234', caret: 4, previous: '123' })).toEqual({
      value: '123.4',
      caret: 5,
    });
    // "123.456.789-09", the 4 deleted: the digits after it shift left, the caret stays just
    // after the 3 it followed (a digit typed next lands where the 4 was).
    expect(
      applyMask(cpfMask, { value: '123.56.789-09', caret: 4, previous: '123.456.789-09' }),
    ).toEqual({
      value: '123.567.890-9',
      caret: 3,
    });
    // A 1 typed before the first digit of "12/05/2026".
    expect(applyMask(dateMask, { value: '112/05/2026', caret: 1, previous: '12/05/2026' })).toEqual(
      {
        value: '11/20/5202',
        caret: 1,
      },
    );
    // The eleventh digit turns a landline into a mobile; the caret stays at the end.
    expect(applyMask(phoneMask, { value: '(11) 3123-45678', caret: 15 })).toEqual({
      value: '(11) 31234-5678',
      caret: 15,
    });
    // Backspace after the hyphen of a CPF deletes the 9 before it.
    expect(
      applyMask(cpfMask, { value: '123.456.78909', caret: 11, previous: '123.456.789-09' }),
    ).toEqual({
      value: '123.456.780-9',
      caret: 10,
    });
  });

  it('deletes a digit as usual', () => {
    expect(applyMask(cepMask, { value: '01310-10', caret: 8, previous: '01310-100' })).toEqual({
      value: '01310-10',
      caret: 8,
    });
    expect(applyMask(cepMask, { value: '01310-', caret: 6, previous: '01310-1' })).toEqual({
      value: '01310',
      caret: 5,
    });
  });
});

describe('maskedChange and withMask', () => {
  it('writes the formatted text to the input and the caret where it belongs', () => {
    const input = inputWith('119123', 6);
    const onChange = vi.fn();
    maskedChange(phoneMask, '(11) 912', onChange)(change(input));
    expect(onChange).toHaveBeenCalledWith('(11) 9123');
    expect(input.value).toBe('(11) 9123');
    expect(input.selectionStart).toBe(9);
    input.remove();
  });

  it('makes numeric input props from a form field', () => {
    const onChange = vi.fn();
    const props = withMask(cepMask, { name: 'cep', value: '', onChange, error: undefined });
    expect(props).toMatchObject({ name: 'cep', inputMode: 'numeric', maxLength: 9 });
    const input = inputWith('12345678', 8);
    props.onChange(change(input));
    expect(onChange).toHaveBeenCalledWith('12345-678');
    input.remove();
  });
});

describe('isMaskComplete', () => {
  it('accepts a text that fills one pattern whole, and nothing else', () => {
    expect(isMaskComplete(phoneMask, '(11) 3456-7890')).toBe(true);
    expect(isMaskComplete(phoneMask, '(11) 98765-4321')).toBe(true);
    expect(isMaskComplete(phoneMask, '(11) 98765-432')).toBe(false);
    expect(isMaskComplete(phoneMask, '11987654321')).toBe(false);
    expect(isMaskComplete(phoneMask, '(11) 9876a-4321')).toBe(false);
    expect(isMaskComplete(cepMask, '01310-100')).toBe(true);
    expect(isMaskComplete(cepMask, '')).toBe(false);
    expect(isMaskComplete(cpfMask, '123.456.789-09')).toBe(true);
    expect(isMaskComplete(cpfMask, '123.456.789-0')).toBe(false);
    expect(isMaskComplete(cpfCnpjMask, '11.222.333/0001-81')).toBe(true);
    expect(isMaskComplete(dateMask, '31/12/2026')).toBe(true);
  });
});
