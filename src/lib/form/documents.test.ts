import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from './documents';
import { cnpjMask, cpfMask, formatMasked } from './masks';

describe('isValidCpf', () => {
  it('accepts a CPF whose two check digits are right, masked or bare', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    // A first check digit of 0 (the rest of the division by 11 is 1).
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses a wrong check digit, a repeated digit, a half-typed or badly written number', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('123.456.789-10')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('529.982.247-2')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247-25')).toBe(false);
    expect(isValidCpf('a52998224725')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('checks what the mask writes', () => {
    expect(isValidCpf(formatMasked(cpfMask, '12345678909'))).toBe(true);
  });
});

describe('isValidCnpj', () => {
  it('accepts a CNPJ whose two check digits are right, masked or bare', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('45.997.418/0001-53')).toBe(true);
    expect(isValidCnpj(formatMasked(cnpjMask, '11444777000161'))).toBe(true);
  });

  it('refuses a wrong check digit, a repeated digit, a half-typed or badly written number', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8')).toBe(false);
    expect(isValidCnpj('11.222.333.0001-81')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });
});
