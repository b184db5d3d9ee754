import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readJson, readRaw, writeJson } from './storage';

const schema = z.enum(['light', 'dark']);

describe('storage', () => {
  it('reads back what it wrote', () => {
    writeJson('skin', 'dark');
    expect(readJson('skin', schema)).toBe('dark');
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', '"purple"'],
    ['the wrong type', '42'],
  ])('treats %s as absent and removes it', (_, raw) => {
    window.localStorage.setItem('skin', raw);
    expect(readJson('skin', schema)).toBeNull();
    expect(readRaw('skin')).toBeNull();
  });

  it('answers null for a missing key', () => {
    expect(readJson('nothing-here', schema)).toBeNull();
  });
});
