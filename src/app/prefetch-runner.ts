import { useSessionStore } from '@/features/auth';
import { buildAbility } from '@/lib/ability';
import { queryClient } from '@/lib/query-client';
import type { PrefetchContext, PrefetchModule } from './catalogue';
import { canOpen } from './navigation';
import type { PrefetchingEntry } from './route-prefetch';

/**
 * Runs a page's prefetch into the app's query client if the visitor, as signed in now (the
 * session may have ended while the chunks loaded), may open the page.
 */
export async function runPrefetch(
  entry: PrefetchingEntry,
  { prefetch }: PrefetchModule,
  context: PrefetchContext,
) {
  const user = useSessionStore.getState().user;
  if (!user) return;
  if (entry.access === 'private' && !canOpen(buildAbility(user.ability), entry)) return;
  await prefetch(queryClient, context);
}
