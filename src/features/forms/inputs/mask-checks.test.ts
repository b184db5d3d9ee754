import { describe, expect, it } from 'vitest';
import {
  cardNumberComplete,
  cepRegion,
  checkCardNumber,
  checkCpfOrCnpj,
  checkPhone,
} from './mask-checks';

describe('checkPhone', () => {
  it('names a mobile or a landline with its area code', () => {
    expect(checkPhone('(11) 91234-5678')).toEqual({
      ok: true,
      key: 'mask.phone.mobile',
      values: { ddd: '11' },
    });
    expect(checkPhone('(31) 3234-5678')).toEqual({
      ok: true,
      key: 'mask.phone.landline',
      values: { ddd: '31' },
    });
  });

  it('refuses an area code with a 0 and a number that starts wrong', () => {
    expect(checkPhone('(01) 91234-5678')).toMatchObject({ ok: false, key: 'mask.phone.badDdd' });
    expect(checkPhone('(20) 3234-5678')).toMatchObject({ ok: false, key: 'mask.phone.badDdd' });
    expect(checkPhone('(11) 81234-5678')).toMatchObject({ ok: false, key: 'mask.phone.badMobile' });
    expect(checkPhone('(11) 9123-4567')).toMatchObject({
      ok: false,
      key: 'mask.phone.badLandline',
    });
  });
});

describe('the other checks', () => {
  it('tells a CPF from a CNPJ by its length', () => {
    expect(checkCpfOrCnpj('529.982.247-25').key).toBe('mask.cpf.valid');
    expect(checkCpfOrCnpj('11.222.333/0001-80').key).toBe('mask.cnpj.invalid');
  });

  it('reads the region from the first digit of a CEP', () => {
    expect(cepRegion('01310-100')).toBe(0);
    expect(cepRegion('90010-000')).toBe(9);
  });

  it('waits for a whole card number: 15 digits for Amex, 16 or 19 for the others', () => {
    expect(cardNumberComplete('3782 8224 6310 005')).toBe(true);
    expect(cardNumberComplete('4111 1111 1111 111')).toBe(false);
    expect(cardNumberComplete('4111 1111 1111 1111')).toBe(true);
    expect(cardNumberComplete('6011 0009 9013 9424 123')).toBe(true);
    expect(checkCardNumber('3782 8224 6310 005').ok).toBe(true);
    expect(checkCardNumber('4111 1111 1111 1112').ok).toBe(false);
  });
});
