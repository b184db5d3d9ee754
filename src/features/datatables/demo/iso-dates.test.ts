import { describe, expect, it } from 'vitest';
import { demoApiClient } from '@/test/demo-api';
import { inSaoPaulo } from '@/test/iso-dates';
import { employeePageSchema } from '../types';
import { seedEmployees } from './data';

inSaoPaulo();

const { call } = demoApiClient(1);

async function ids(query: string) {
  const response = await call(`/api/datatables/data?perPage=10000&${query}`);
  expect(response.status).toBe(200);
  return employeePageSchema.parse(await response.json()).invoices.map((row) => row.id);
}

describe('GET /api/datatables/data reads startFrom and startTo in ISO 8601 with a zone too', () => {
  it('filters by the day the sender meant, and ignores a day it cannot read', async () => {
    const day = seedEmployees()[4]?.start_date ?? '';
    const plain = await ids(`startFrom=${day}&startTo=${day}`);
    expect(plain.length).toBeGreaterThan(0);
    for (const [from, to] of [
      [`${day}T03:00:00.000Z`, `${day}T17:45:00.000Z`],
      [`${day}T00:00:00-03:00`, `${day}T23:59:59-03:00`],
    ] as const) {
      const query = `startFrom=${encodeURIComponent(from)}&startTo=${encodeURIComponent(to)}`;
      expect(await ids(query), from).toEqual(plain);
    }
    // A bad list value is no value (the list's rule): the filter is left off.
    expect(await ids('startFrom=ontem&startTo=amanha')).toEqual(await ids(''));
  });
});
