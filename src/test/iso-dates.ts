import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Days sent as `toJSON()` writes them are read in the person's zone: the demo-call date tests
 * run in São Paulo (call at the top of the file).
 */
export function inSaoPaulo() {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/Sao_Paulo');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

/** The 26th as an integrator may send it: UTC, local midnight and 23:30 via `toJSON()`, an offset, plain. */
export const the26thAsSent = [
  '2026-11-26T17:45:00.000Z',
  '2026-11-26T03:00:00.000Z',
  '2026-11-27T02:30:00.000Z',
  '2026-11-26T14:45:00-03:00',
  '2026-11-26',
];

/** Days no call may take: words, the Brazilian order, an impossible day, a time with no zone. */
export const unreadableDays = [
  'amanhã',
  '26/11/2026',
  '2026-02-30T10:00:00Z',
  '2026-11-26T10:00:00',
];
