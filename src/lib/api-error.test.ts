import { describe, expect, it } from 'vitest';
import { ApiError, refusalCode } from './api-error';

describe('refusalCode', () => {
  it('names why a 409 refused the change', () => {
    const error = new ApiError('http', 409, 'Conflict', { error: 'Conflict', code: 'soldOut' });
    expect(refusalCode(error)).toBe('soldOut');
  });

  it('is undefined for another status, a 409 without a code, or another error', () => {
    expect(refusalCode(new ApiError('http', 400, 'Bad', { code: 'soldOut' }))).toBeUndefined();
    expect(refusalCode(new ApiError('http', 409, 'Conflict', { code: 7 }))).toBeUndefined();
    expect(refusalCode(new ApiError('http', 409, 'Conflict'))).toBeUndefined();
    expect(refusalCode(new Error('409'))).toBeUndefined();
  });
});
