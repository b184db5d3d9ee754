import { useHotkeys } from '@mantine/hooks';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { NavbarAction } from '@/components/navbar-action/navbar-action';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { useTranslation } from '@/lib/i18n-react';
import type { SearchPage } from '../filter';
import { SEARCH_SHORTCUTS } from './shortcuts';

/** The palette and its library, fetched the first time someone asks for it. */
const SearchPalette = lazyPiece(() => import('./search-palette'));

/**
 * The bar's search: its button and shortcuts (`Ctrl+K`, `⌘K` or `/` outside a field) are
 * here at once; the palette comes on the first ask, opens as it arrives, and from then on
 * answers the shortcuts itself. No page waits for the palette's code before it shows.
 */
export function GlobalSearch({ pages }: { pages: SearchPage[] }) {
  const { t } = useTranslation('search');
  const [asks, setAsks] = useState(0);
  const ask = () => setAsks((count) => count + 1);
  // Until the palette is here; then its own shortcuts open it (and these would ask twice).
  useHotkeys(asks === 0 ? SEARCH_SHORTCUTS.map((keys) => [keys, ask] as const) : []);
  return (
    <>
      <NavbarAction label={t('search.shortcut')} onClick={ask}>
        <Search size={20} aria-hidden="true" />
      </NavbarAction>
      {asks > 0 && (
        <LazyBoundary>
          <SearchPalette pages={pages} asks={asks} />
        </LazyBoundary>
      )}
    </>
  );
}
