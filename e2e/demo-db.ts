import type { Page } from '@playwright/test';

/**
 * The demo database as the page stored it (`src/lib/demo/db.ts`): demo calls are answered
 * in the page, not on the network, so a test waits for a save by reading what it stored.
 */
export function readDemoRows<T>(page: Page, collection: string): Promise<T[] | null> {
  return page.evaluate((key) => {
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { data?: unknown } | null;
      return Array.isArray(stored?.data) ? (stored.data as never[]) : null;
    } catch {
      return null;
    }
  }, `mirante-demo:${collection}`);
}

/** Whether the page `id` is saved as bookmarked (`undefined` before any save). */
export async function isBookmarked(page: Page, id: string): Promise<boolean | undefined> {
  const rows = await readDemoRows<{ id: string; isBookmarked: boolean }>(page, 'bookmarks');
  return rows?.find((row) => row.id === id)?.isBookmarked;
}
