import { Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { ListEmptyState } from '@/components/list-toolbar/list-empty-state';
import { SearchInput } from '@/components/search-input/search-input';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useListState, type ListStateOptions } from '@/lib/use-list-state';
import { IconGrid, iconNames } from '../components/icon-grid';
import { IconUsageCards } from '../components/icon-usage-cards';
import { searchIcons } from '../lib/icon-search';
import { useCopy } from '@/lib/copy';

export const namespaces = ['showcase-style', 'table'] as const;

/** The search box's text in the URL (`?q=casa`), nothing else. */
const iconSearch: ListStateOptions = {};

const strokes = ['1', '1.5', '2', '2.5', '3'] as const;
type CopyAs = 'jsx' | 'name';

/**
 * `/icons/reactfeather`: every icon of the set (lucide), searched by name in English or
 * Portuguese (`?q=`), drawn at the chosen size and stroke; a press copies `<Name />` or the
 * name. Then icons as the kit uses them. The whole icon map is this page's download alone.
 */
export default function IconsPage() {
  const { t } = useTranslation('showcase-style');
  const format = useFormat();
  const list = useListState(iconSearch);
  const query = useDeferredValue(list.q);
  const found = useMemo(() => searchIcons(iconNames, query), [query]);
  const [size, setSize] = useState(24);
  const [stroke, setStroke] = useState<string>('2');
  const [copyAs, setCopyAs] = useState<CopyAs>('jsx');
  const { copied, copy } = useCopy();
  const searching = query.trim() !== '';

  return (
    <Stack gap="lg">
      <CardGrid cols={1}>
        <TitledCard title={t('icons.library.title')} text={t('icons.library.text')}>
          <Stack gap="md">
            <SearchInput
              aria-label={t('icons.search.label')}
              placeholder={t('icons.search.placeholder')}
              value={list.q}
              onChange={list.setQ}
            />
            <Group gap="lg" align="end">
              <Stack gap={4} miw={200} style={{ flex: '1 1 200px' }}>
                <Text size="sm" fw={500}>
                  {t('icons.size')}: {t('icons.sizeValue', { size })}
                </Text>
                <Slider
                  min={16}
                  max={48}
                  step={4}
                  value={size}
                  onChange={setSize}
                  thumbLabel={t('icons.size')}
                  label={(value) => t('icons.sizeValue', { size: value })}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('icons.stroke')}
                </Text>
                <SegmentedControl
                  aria-label={t('icons.stroke')}
                  value={stroke}
                  onChange={setStroke}
                  data={strokes.map((value) => ({
                    value,
                    label: format.number(Number(value)),
                  }))}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('icons.copyAs')}
                </Text>
                <SegmentedControl
                  aria-label={t('icons.copyAs')}
                  value={copyAs}
                  onChange={(next) => setCopyAs(next === 'name' ? 'name' : 'jsx')}
                  data={[
                    { value: 'jsx', label: t('icons.jsx') },
                    { value: 'name', label: t('icons.name') },
                  ]}
                />
              </Stack>
            </Group>
            <Text size="sm" c="dimmed" aria-live="polite">
              {searching
                ? t('icons.found', { count: found.length, formatted: format.number(found.length) })
                : t('icons.total', {
                    count: iconNames.length,
                    formatted: format.number(iconNames.length),
                  })}
            </Text>
            {found.length > 0 ? (
              <IconGrid
                names={found}
                size={size}
                stroke={Number(stroke)}
                label={t('icons.grid')}
                copied={copied}
                onPick={(name) => {
                  const value = copyAs === 'jsx' ? `<${name} />` : name;
                  void copy(name, value, { done: t('copied', { value }) });
                }}
              />
            ) : (
              <ListEmptyState
                empty={{ title: t('icons.empty.title'), hint: t('icons.empty.hint') }}
                filters={{ active: true, onClear: list.reset }}
              />
            )}
          </Stack>
        </TitledCard>
      </CardGrid>
      <CardGrid>
        <IconUsageCards />
      </CardGrid>
    </Stack>
  );
}
