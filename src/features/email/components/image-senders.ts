import * as z from 'zod/mini';
import { useSyncExternalStore } from 'react';
import { getSessionOwner } from '@/lib/session-owner';
import { readJson, writeJson } from '@/lib/storage';

/**
 * The senders whose remote images the user chose to see ("Mostrar imagens"), per signed-in
 * user: another person signing in on the same browser starts with every sender blocked.
 * Kept in storage only (no copy in memory), so a stored value that is damaged is simply
 * absent: `readJson` drops it.
 */
export const IMAGE_SENDERS_KEY = 'mirante:email-image-senders';
/** Enough for anyone's trusted senders, and a bound on what storage holds. */
const MAX_SENDERS = 500;

const storedSchema = z.record(z.string(), z.array(z.string()));
type Stored = z.infer<typeof storedSchema>;

const normalise = (address: string) => address.trim().toLowerCase();
const read = (): Stored => readJson(IMAGE_SENDERS_KEY, storedSchema) ?? {};

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab that allows a sender shows their images here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === IMAGE_SENDERS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function imagesAllowedFrom(sender: string): boolean {
  const owner = getSessionOwner();
  const address = normalise(sender);
  return owner !== null && address !== '' && (read()[owner] ?? []).includes(address);
}

/** Remembers that `sender`'s images may load, for the signed-in user. */
export function allowImagesFrom(sender: string): void {
  const owner = getSessionOwner();
  const address = normalise(sender);
  if (owner === null || address === '') return;
  const stored = read();
  const senders = (stored[owner] ?? []).filter((known) => known !== address);
  writeJson(IMAGE_SENDERS_KEY, {
    ...stored,
    [owner]: [address, ...senders].slice(0, MAX_SENDERS),
  });
  listeners.forEach((listener) => listener());
}

/** Whether `sender`'s remote images may load; follows changes from this and other tabs. */
export function useImagesAllowed(sender: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => imagesAllowedFrom(sender),
    () => false,
  );
}
