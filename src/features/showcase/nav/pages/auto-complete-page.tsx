import { CardGrid } from '@/components/section-card/card-grid';
import { FilmSearchCard } from '../components/film-search-card';
import {
  AutocompleteStatesCard,
  GroupedAutocompleteCard,
  LimitedAutocompleteCard,
} from '../components/local-autocomplete-cards';

export const namespaces = ['components-nav'] as const;

/**
 * `/components/auto-complete`: suggestions as you type — from the server
 * (`GET /api/autocomplete/data`, the typed part marked, "no result" said), grouped, limited
 * to five, and the field's sizes and states.
 */
export default function AutoCompletePage() {
  return (
    <CardGrid>
      <FilmSearchCard />
      <GroupedAutocompleteCard />
      <LimitedAutocompleteCard />
      <AutocompleteStatesCard />
    </CardGrid>
  );
}
