import { useMatches } from 'react-router';
import type { BuiltEntry } from './catalogue';

export interface RouteHandle {
  entry?: BuiltEntry;
}

/** The catalogue entry of the deepest matched route, if the page is in the catalogue. */
export function useCurrentEntry(): BuiltEntry | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry;
  }
  return undefined;
}
