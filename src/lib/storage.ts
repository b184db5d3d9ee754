import type * as z from 'zod/mini';

/**
 * localStorage access that never throws: a value that is missing, not JSON, or of the
 * wrong shape is treated as absent (and removed), so a corrupted entry can never crash a boot.
 */
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRaw(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply does not persist.
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    if (result.success) return result.data;
  } catch {
    // Not JSON: fall through.
  }
  removeKey(key);
  return null;
}

export function writeJson(key: string, value: unknown): void {
  writeRaw(key, JSON.stringify(value));
}
