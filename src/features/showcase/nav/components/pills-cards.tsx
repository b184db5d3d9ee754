import { Button, Chip, Group, Pill, Stack, Tabs, Text } from '@mantine/core';
import { Flame, Leaf, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';

const icon = { size: 14, 'aria-hidden': true } as const;
const menus = [
  { value: 'popular', icon: Flame },
  { value: 'new', icon: Sparkles },
  { value: 'veggie', icon: Leaf },
] as const;

/** Tabs drawn as pills: colours, full width, and a disabled one. */
export function PillTabsCard() {
  const { t } = useTranslation('components-nav');
  return (
    <TitledCard title={t('pills.tabs.title')} text={t('pills.tabs.text')}>
      <Stack gap="lg">
        <Tabs defaultValue="popular" variant="pills" color="teal.9">
          <Tabs.List aria-label={t('pills.tabs.label')}>
            {menus.map(({ value, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon {...icon} />}>
                {t(`pills.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {menus.map(({ value }) => (
            <Tabs.Panel key={value} value={value} pt="sm">
              <Text size="sm">{t(`pills.tabs.${value}Text`)}</Text>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Tabs defaultValue="delivery" variant="pills" radius="xl">
          <Tabs.List grow aria-label={t('pills.tabs.howLabel')}>
            <Tabs.Tab value="delivery">{t('pills.tabs.delivery')}</Tabs.Tab>
            <Tabs.Tab value="pickup">{t('pills.tabs.pickup')}</Tabs.Tab>
            <Tabs.Tab value="table" disabled>
              {t('pills.tabs.table')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="delivery" pt="sm">
            <Text size="sm">{t('pills.tabs.deliveryText')}</Text>
          </Tabs.Panel>
          <Tabs.Panel value="pickup" pt="sm">
            <Text size="sm">{t('pills.tabs.pickupText')}</Text>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </TitledCard>
  );
}

/** Pills down the side: the areas of a help centre. */
export function VerticalPillsCard() {
  const { t } = useTranslation('components-nav');
  const topics = ['orders', 'payments', 'returns'] as const;
  return (
    <TitledCard title={t('pills.vertical.title')} text={t('pills.vertical.text')}>
      <Tabs defaultValue="orders" variant="pills" orientation="vertical" color="grape.8">
        <Tabs.List aria-label={t('pills.vertical.label')}>
          {topics.map((topic) => (
            <Tabs.Tab key={topic} value={topic}>
              {t(`pills.vertical.${topic}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {topics.map((topic) => (
          <Tabs.Panel key={topic} value={topic} ps="md">
            <Text size="sm">{t(`pills.vertical.${topic}Text`)}</Text>
          </Tabs.Panel>
        ))}
      </Tabs>
    </TitledCard>
  );
}

/** The filters a search has on, each a pill that removes itself. */
export function RemovablePillsCard() {
  const { t } = useTranslation('components-nav');
  const all = t('pills.removable.filters', { returnObjects: true });
  const [filters, setFilters] = useState<string[]>(all);
  return (
    <TitledCard title={t('pills.removable.title')} text={t('pills.removable.text')}>
      <Stack gap="sm" align="flex-start">
        {filters.length > 0 ? (
          <Pill.Group>
            {filters.map((filter) => (
              <Pill
                key={filter}
                size="md"
                withRemoveButton
                // Mantine hides the button from the keyboard (a tags field removes with
                // Backspace); here it is the only way to remove a filter, so it is reachable.
                removeButtonProps={{
                  'aria-label': t('pills.removable.remove', { filter }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                onRemove={() => setFilters((current) => current.filter((item) => item !== filter))}
              >
                {filter}
              </Pill>
            ))}
          </Pill.Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('pills.removable.none')}
          </Text>
        )}
        <Text size="sm" aria-live="polite">
          {t('pills.removable.results', { count: 48 + (all.length - filters.length) * 37 })}
        </Text>
        <Group gap="xs">
          <Pill size="xs">{t('pills.removable.sizeXs')}</Pill>
          <Pill size="sm">{t('pills.removable.sizeSm')}</Pill>
          <Pill size="lg">{t('pills.removable.sizeLg')}</Pill>
        </Group>
        <Button
          size="xs"
          variant="light"
          disabled={filters.length === all.length}
          onClick={() => setFilters(all)}
        >
          {t('pills.removable.restore')}
        </Button>
      </Stack>
    </TitledCard>
  );
}

/** Chips: one size of a shirt, several categories. */
export function ChipsCard() {
  const { t } = useTranslation('components-nav');
  // Shirt sizes as Brazilian shops label them; the largest is sold out.
  const sizes = ['PP', 'P', 'M', 'G', 'GG'];
  const soldOut = 'XG';
  const categories = t('pills.chips.categories', { returnObjects: true });
  const [size, setSize] = useState('M');
  const [picked, setPicked] = useState<string[]>(categories.slice(0, 2));
  return (
    <TitledCard title={t('pills.chips.title')} text={t('pills.chips.text')}>
      <Stack gap="md">
        <div role="radiogroup" aria-label={t('pills.chips.sizeLabel')}>
          <Chip.Group value={size} onChange={setSize}>
            <Group gap="xs">
              {sizes.map((value) => (
                <Chip key={value} value={value} type="radio" variant="filled">
                  {value}
                </Chip>
              ))}
              <Chip value={soldOut} type="radio" disabled>
                {soldOut}
              </Chip>
            </Group>
          </Chip.Group>
        </div>
        <Text size="sm" aria-live="polite">
          {t('pills.chips.sizeChosen', { size })}
        </Text>
        <div role="group" aria-label={t('pills.chips.categoryLabel')}>
          <Chip.Group multiple value={picked} onChange={setPicked}>
            <Group gap="xs">
              {categories.map((category, index) => (
                <Chip
                  key={category}
                  value={category}
                  variant="light"
                  color={['mirante', 'teal', 'grape', 'indigo', 'cyan'][index % 5]}
                >
                  {category}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <Text size="sm" aria-live="polite">
          {picked.length > 0
            ? t('pills.chips.categoriesChosen', { categories: picked.join(', ') })
            : t('pills.chips.noCategory')}
        </Text>
      </Stack>
    </TitledCard>
  );
}
