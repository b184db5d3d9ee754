import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { normalizeText } from '@/lib/list-query';

const matches = (item: ComboboxItem, needle: string) => normalizeText(item.label).includes(needle);

/**
 * An autocomplete's filter, blind to accents and case as the API's search is: "sao" finds
 * "São Luís". At most `limit` options in all; groups keep their matching options.
 */
export const accentBlindFilter: OptionsFilter = ({ options, search, limit }) => {
  const needle = normalizeText(search.trim());
  const found: ComboboxParsedItem[] = [];
  let count = 0;
  for (const item of options) {
    if (count >= limit) break;
    if ('group' in item) {
      const items = item.items.filter((option) => matches(option, needle)).slice(0, limit - count);
      if (items.length > 0) found.push({ group: item.group, items });
      count += items.length;
    } else if (matches(item, needle)) {
      found.push(item);
      count += 1;
    }
  }
  return found;
};
