import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { brazilianStates } from '@/lib/brazilian-states';
import { demoApi } from '@/lib/demo/api';
import { defineListSpec, filter, queryList } from '@/lib/demo/list';
import { CITIES_PER_PAGE, selectLists, type SelectAnswer, type SelectOption } from '../types';
import { cityOptions, stateOptions } from './data';

/** All 27 in one answer, region by region; `q` narrows them (name or code). */
const stateList = defineListSpec<SelectOption>()({
  search: [(state) => state.label, (state) => state.value],
  perPage: { default: stateOptions.length, max: stateOptions.length },
});

/** A page of cities by name; `q` searches the name, `uf` keeps one state's. */
const cityList = defineListSpec<SelectOption>()({
  search: [(city) => city.label],
  filters: { uf: filter.equals((city: SelectOption) => city.group, z.enum(brazilianStates)) },
  perPage: { default: CITIES_PER_PAGE, max: 50 },
});

const listSchema = z.catch(z.enum(selectLists), 'states');

/** Reading needs `read Form`, as the form pages do. */
const api = demoApi('Form');

export const selectHandlers = [
  // Ours (SPEC §7 names the call, not its shape): docs/demo-api/select.md.
  api.get('/api/select/data', ({ request }) => {
    const list = z.parse(listSchema, new URL(request.url).searchParams.get('list') ?? undefined);
    const { rows, total } =
      list === 'cities'
        ? queryList(request, cityOptions, cityList)
        : queryList(request, stateOptions, stateList);
    return HttpResponse.json({ list, options: rows, total } satisfies SelectAnswer);
  }),
];
