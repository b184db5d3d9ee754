import * as z from 'zod/mini';
import { AUTH_ENDPOINTS } from '@/contract/auth';
import { currentConfig } from '@/lib/config';

/** What the shop's handler tests share (never imported by the app). */
const ORIGIN = 'http://localhost:3000';

export type ShopCall = (path: string, body?: unknown, method?: string) => Promise<Response>;

/** Calls with `token`, as `demoApiClient`'s `call` does. */
export const callerWith =
  (token: string): ShopCall =>
  (path, body, method = body === undefined ? 'GET' : 'POST') =>
    fetch(`${ORIGIN}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

/**
 * A second shopper: a new account made through the demo's sign-up call (SPEC §6: a newly
 * registered user is an administrator), with a cart and a wishlist of their own.
 */
export async function registerShopper(name = 'marina.costa'): Promise<ShopCall> {
  const response = await fetch(`${ORIGIN}${currentConfig().apiUrl}${AUTH_ENDPOINTS.register}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@exemplo.com.br`, password: 'segredo1' }),
  });
  const { accessToken } = z.object({ accessToken: z.string() }).parse(await response.json());
  return callerWith(accessToken);
}

/** The JSON of an answer, checked to have `status` first. */
export async function answer(response: Response | Promise<Response>, status = 200) {
  const settled = await response;
  const body: unknown = await settled.json();
  if (settled.status !== status) {
    throw new Error(`Expected ${status}, got ${settled.status}: ${JSON.stringify(body)}`);
  }
  return body;
}
