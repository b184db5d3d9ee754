import * as z from 'zod/mini';
import { useMemo, useSyncExternalStore } from 'react';
import { getSessionOwner } from '@/lib/session-owner';
import { readJson, writeJson } from '@/lib/storage';

/**
 * The one policy for every picture whose address comes from data (a card's cover, an
 * attachment, an avatar, an image inside an article): a picture of this app (a path of this
 * origin) or inline (`data:image/…`) shows; one on another site is "remote" and is not
 * requested at all (no `src` in the page) until the signed-in user allows its host, which is
 * remembered for them; anything else (`http:`, `javascript:`, junk) never shows.
 */
export type ImageSource =
  { kind: 'local'; src: string } | { kind: 'remote'; src: string; host: string } | { kind: 'none' };

const NONE: ImageSource = { kind: 'none' };

/** What an address from data is, read as the browser would read it against this page. */
export function imageSource(value: string | null | undefined): ImageSource {
  const text = value?.trim() ?? '';
  if (text === '' || typeof window === 'undefined') return NONE;
  let url: URL;
  try {
    url = new URL(text, window.location.href);
  } catch {
    return NONE;
  }
  if (url.protocol === 'data:') {
    return /^image\//i.test(url.pathname) ? { kind: 'local', src: text } : NONE;
  }
  const written = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  // Written relative (`/images/avatars/1.svg`), never `//host` nor `/\host` (another host).
  if (written === undefined) {
    const relative = !/^[/\\]{2}/.test(text) && url.origin === window.location.origin;
    return relative ? { kind: 'local', src: text } : NONE;
  }
  if (url.origin === window.location.origin && (written === 'http' || written === 'https')) {
    return { kind: 'local', src: text };
  }
  if (written === 'https' && url.protocol === 'https:' && url.host !== '') {
    return { kind: 'remote', src: text, host: url.host.toLowerCase() };
  }
  return NONE;
}

/**
 * A list of names per signed-in user, kept in storage only (no copy in memory), so a stored
 * value that is damaged is simply absent (`readJson` drops it), and another person signing in
 * on the same browser starts with an empty list. Changes in another tab are followed.
 */
export function ownerAllowList(key: string, max: number) {
  const storedSchema = z.record(z.string(), z.array(z.string()));
  const normalise = (name: string) => name.trim().toLowerCase();
  const read = () => readJson(key, storedSchema) ?? {};
  const listeners = new Set<() => void>();

  const items = (): readonly string[] => {
    const owner = getSessionOwner();
    return owner === null ? [] : (read()[owner] ?? []);
  };

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  const has = (name: string) => {
    const wanted = normalise(name);
    return wanted !== '' && items().includes(wanted);
  };

  function add(name: string): void {
    const owner = getSessionOwner();
    const wanted = normalise(name);
    if (owner === null || wanted === '') return;
    const stored = read();
    const others = (stored[owner] ?? []).filter((known) => known !== wanted);
    writeJson(key, { ...stored, [owner]: [wanted, ...others].slice(0, max) });
    listeners.forEach((listener) => listener());
  }

  /** Whether `name` is on the list; follows changes from this and other tabs. */
  const useHas = (name: string) =>
    useSyncExternalStore(
      subscribe,
      () => has(name),
      () => false,
    );

  /** The whole list, as one text (a stable snapshot): split it on new lines. */
  const useItems = () =>
    useSyncExternalStore(
      subscribe,
      () => items().join('\n'),
      () => '',
    );

  return { key, has, add, items, subscribe, useHas, useItems };
}

/** The hosts whose pictures the signed-in user chose to see ("Mostrar imagens de …"). */
export const IMAGE_HOSTS_KEY = 'mirante:image-hosts';
const hosts = ownerAllowList(IMAGE_HOSTS_KEY, 200);

export const imageHostAllowed = hosts.has;
export const allowImageHost = hosts.add;
export const useImageHostAllowed = hosts.useHas;

/** The allowed hosts, followed: a new array only when the list changes. */
export function useAllowedImageHosts(): readonly string[] {
  const joined = hosts.useItems();
  return useMemo(() => (joined === '' ? [] : joined.split('\n')), [joined]);
}

/** The address to give an `<img>` now: a local one, or a remote one of an allowed host. */
export function shownImageSrc(value: string | null | undefined): string | null {
  const source = imageSource(value);
  if (source.kind === 'local') return source.src;
  if (source.kind === 'remote' && imageHostAllowed(source.host)) return source.src;
  return null;
}

/**
 * An address from data as a component shows it: `src` when it may load now, `blockedHost`
 * when it waits for the user's leave (a neutral placeholder meanwhile). Re-renders when the
 * host is allowed, here or in another tab.
 */
export function useImageSource(value: string | null | undefined): {
  src: string | null;
  blockedHost: string | null;
} {
  const source = imageSource(value);
  const host = source.kind === 'remote' ? source.host : '';
  const allowed = useImageHostAllowed(host);
  if (source.kind === 'local') return { src: source.src, blockedHost: null };
  if (source.kind === 'remote') {
    return allowed ? { src: source.src, blockedHost: null } : { src: null, blockedHost: host };
  }
  return { src: null, blockedHost: null };
}
