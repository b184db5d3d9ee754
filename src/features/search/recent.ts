import * as z from 'zod/mini';

/** Recent searches, kept for the browser session only. */
const KEY = 'recentSearches';
const MAX = 5;
const schema = z.array(z.string()).check(z.maxLength(20));

export function readRecent(): string[] {
  try {
    const parsed = schema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): string[] {
  const text = query.trim();
  if (!text) return readRecent();
  const next = [
    text,
    ...readRecent().filter((item) => item.toLowerCase() !== text.toLowerCase()),
  ].slice(0, MAX);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Session storage full or blocked: the list just does not persist.
  }
  return next;
}

export function clearRecent(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
