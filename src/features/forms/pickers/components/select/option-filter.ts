import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { normalizeText } from '@/lib/list-query';

const matches = (item: ComboboxItem, needle: string) => normalizeText(item.label).includes(needle);

/**
 * A searchable select's filter, blind to accents and case as the API's searches are:
 * "sao" finds "São Paulo", "GOIAS" finds "Goiás". Groups keep their matching options.
 */
export const accentBlindFilter: OptionsFilter = ({ options, search, limit }) => {
  const needle = normalizeText(search.trim());
  const found: ComboboxParsedItem[] = [];
  for (const item of options) {
    if (found.length >= limit) break;
    if ('group' in item) {
      const items = item.items.filter((option) => matches(option, needle));
      if (items.length > 0) found.push({ group: item.group, items });
    } else if (matches(item, needle)) {
      found.push(item);
    }
  }
  return found;
};

/** For options the server already searched: shown as they came. */
export const serverFiltered: OptionsFilter = ({ options }) => options;
