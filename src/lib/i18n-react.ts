import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * React's view of i18next: `useTranslation(ns)` re-renders on a language switch or when a
 * namespace arrives, and suspends until its namespaces are loaded (unless told not to).
 * Our own few lines in place of react-i18next, whose bytes the login page cannot afford.
 */
let version = 0;
const listeners = new Set<() => void>();
const bump = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};
i18n.on('languageChanged', bump);
i18n.on('loaded', bump);
i18n.store.on('added', bump);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => version;

const pending = new Map<string, Promise<void>>();

function load(namespaces: readonly string[]): Promise<void> {
  const key = `${i18n.language}|${namespaces.join(',')}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = i18n.loadNamespaces([...namespaces]).finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

type Ns = FlatNamespace | readonly FlatNamespace[];

const toList = (ns: Ns | undefined): FlatNamespace[] =>
  ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : [...ns];

export function useTranslation<N extends Ns = 'common'>(
  namespaces?: N,
  { useSuspense = true }: { useSuspense?: boolean } = {},
): { t: TFunction<N>; i18n: I18n; ready: boolean } {
  const list = toList(namespaces);
  const key = list.join(',');
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const ready = list.every((ns) => i18n.hasLoadedNamespace(ns));
  if (!ready) {
    const loading = load(list);
    if (useSuspense) throw loading;
  }
  const t = useMemo(
    () => i18n.getFixedT(null, list) as unknown as TFunction<N>,
    // `current` changes with the language and with every namespace that arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `list` is keyed by `key`
    [key, current],
  );
  return { t, i18n, ready };
}
