import { useSyncExternalStore } from 'react';
export type Scheme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

/** A subscription to changes of one attribute of `<html>`. */
const watching = (attribute: string) => (notify: () => void) => {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [attribute] });
  return () => observer.disconnect();
};

const watchDirection = watching('dir');
const readDirection = (): Direction => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/**
 * The page's reading direction, from `<html dir>` (where the layout writes the customizer's
 * choice), followed live: charts mirror their axes and legends when it changes (Mantine's and
 * the chart libraries draw left to right whatever the page says).
 */
export function useDirection(): Direction {
  return useSyncExternalStore(watchDirection, readDirection, () => 'ltr');
}

const SCHEME = 'data-mantine-color-scheme';
const watchScheme = watching(SCHEME);
const readScheme = (): Scheme =>
  document.documentElement.getAttribute(SCHEME) === 'dark' ? 'dark' : 'light';

/**
 * The skin's colour scheme as Mantine applies it (`<html data-mantine-color-scheme>`),
 * followed live. Read from the document rather than through Mantine's colour-scheme hooks,
 * which the app does not otherwise use: they would grow the Mantine chunk the sign-in page
 * shares.
 */
export function useColorScheme(): Scheme {
  return useSyncExternalStore(watchScheme, readScheme, () => 'light');
}
