import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { inSaoPaulo } from '@/test/iso-dates';
import { infoSchema } from '../types';

inSaoPaulo();

// The stores are reset after each test (src/test/setup.ts).
const { call } = demoApiClient(1);

const info = { bio: '', country: 'BR', website: '', phone: '' };

async function refusedFields(response: Response) {
  expect(response.status).toBe(400);
  return Object.keys(((await response.json()) as { error: object }).error);
}

describe('POST /account-setting/info takes a birth day in ISO 8601 with a zone, or plain', () => {
  it('stores it as YYYY-MM-DD, still refuses what is not a past day, and takes none', async () => {
    const sent = [
      '1992-08-15T12:00:00.000Z',
      '1992-08-15T03:00:00.000Z', // midnight in São Paulo through toJSON()
      '1992-08-15T00:00:00-03:00',
      '1992-08-15',
    ];
    for (const dob of sent) {
      const response = await call('/account-setting/info', { ...info, dob });
      expect(response.status, dob).toBe(200);
      expect(infoSchema.parse(await response.json()).dob, dob).toBe('1992-08-15');
    }
    for (const dob of ['ontem', '15/08/1992', '1992-02-30T10:00:00Z', '2999-01-01T10:00:00Z'])
      expect(await refusedFields(await call('/account-setting/info', { ...info, dob })), dob).toEqual(['dob']); // prettier-ignore
    const none = await call('/account-setting/info', { ...info, dob: '' });
    expect(infoSchema.parse(await none.json()).dob).toBe('');
  });
});
