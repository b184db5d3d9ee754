import { HttpResponse } from 'msw';
import { demoApi } from '@/lib/demo/api';
import { defineListSpec, queryList } from '@/lib/demo/list';
import { AUTOCOMPLETE_ENTRIES, type AutocompleteAnswer, type AutocompleteEntry } from '../types';
import { autocompleteEntries } from './data';

/** By rank; `q` searches the title, blind to accents and case; the whole list by default. */
const entryList = defineListSpec<AutocompleteEntry>()({
  search: [(entry) => entry.title],
  perPage: { default: AUTOCOMPLETE_ENTRIES, max: AUTOCOMPLETE_ENTRIES },
});

/** Reading needs `read UI`, as the UI kit's pages do. */
const api = demoApi('UI');

export const autocompleteHandlers = [
  // SPEC §7 names the call and its `autoComplete` list; the rest is ours:
  // docs/demo-api/autocomplete.md.
  api.get('/api/autocomplete/data', ({ request }) => {
    const { rows, total } = queryList(request, autocompleteEntries, entryList);
    return HttpResponse.json({ autoComplete: rows, total } satisfies AutocompleteAnswer);
  }),
];
