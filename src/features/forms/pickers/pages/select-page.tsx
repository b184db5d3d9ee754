import { CardGrid } from '@/components/section-card/card-grid';
import { CitySearchCard } from '../components/select/city-search-card';
import { NativeSelectCard } from '../components/select/native-select-card';
import { SelectSizesCard } from '../components/select/select-sizes-card';
import { SelectVariantsCard } from '../components/select/select-variants-card';
import {
  BasicSelectCard,
  GroupedSelectCard,
  MultiSelectCard,
  SearchableSelectCard,
} from '../components/select/state-cards';

export const namespaces = ['form-pickers'] as const;

/**
 * `/forms/elements/select`: a select, a searchable one, grouped options, a multi-select, one
 * that searches on the server as you type, the browser's own, and a field's states — the
 * states and cities from `GET /api/select/data`, the chosen value under each.
 */
export default function SelectPage() {
  return (
    <CardGrid>
      <BasicSelectCard />
      <SearchableSelectCard />
      <GroupedSelectCard />
      <MultiSelectCard />
      <CitySearchCard />
      <NativeSelectCard />
      <SelectVariantsCard />
      <SelectSizesCard />
    </CardGrid>
  );
}
