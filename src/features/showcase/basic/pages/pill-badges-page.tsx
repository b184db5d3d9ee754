import { Badge, Button, Group, Pill, Stack, Text } from '@mantine/core';
import { Heart, MessageCircle, RefreshCcw, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { lightColors, sizes } from '../variants';

export const namespaces = ['components-basic'] as const;

const counters = [
  { id: 'cart', Icon: ShoppingCart, count: 3 },
  { id: 'favorites', Icon: Heart, count: 12 },
  { id: 'messages', Icon: MessageCircle, count: 128 },
] as const;
const maxShown = 99;

const filters = ['city', 'price', 'freeShipping', 'inStock'] as const;
type Filter = (typeof filters)[number];

/** The filters of a product search as pills, each removed by its own button. */
function RemovableFilters() {
  const { t } = useTranslation('components-basic');
  const format = useFormat();
  const [applied, setApplied] = useState<readonly Filter[]>(filters);
  const nameOf = (filter: Filter) =>
    filter === 'price'
      ? t('pills.filters.price', { price: format.currency(200) })
      : t(`pills.filters.${filter}`);
  return (
    <Stack gap="sm">
      <Pill.Group role="list" aria-label={t('pills.filters.label')}>
        {applied.map((filter) => (
          <Pill
            key={filter}
            role="listitem"
            size="md"
            withRemoveButton
            onRemove={() => setApplied((current) => current.filter((f) => f !== filter))}
            // Mantine hides the button from the keyboard (a pills input removes with
            // Backspace); here it is the only way to remove the filter.
            removeButtonProps={{
              'aria-label': t('pills.filters.remove', { name: nameOf(filter) }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
          >
            {nameOf(filter)}
          </Pill>
        ))}
      </Pill.Group>
      <Text size="sm" role="status">
        {applied.length === 0
          ? t('pills.filters.none')
          : t('pills.filters.count', { count: applied.length })}
      </Text>
      {applied.length < filters.length && (
        <Button
          variant="default"
          size="xs"
          leftSection={<RefreshCcw size={14} aria-hidden="true" />}
          onClick={() => setApplied(filters)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('pills.filters.restore')}
        </Button>
      )}
    </Stack>
  );
}

/** `/components/pill-badges`: rounded badges in colours, counters, removable filters, sizes. */
export default function PillBadgesPage() {
  const { t } = useTranslation('components-basic');
  const format = useFormat();
  return (
    <CardGrid>
      <TitledCard title={t('pills.colors.title')} text={t('pills.colors.text')}>
        <Group gap="sm">
          {lightColors.map((color) => (
            <Badge key={color} color={color} variant="light" radius="xl" tt="none">
              {t(`common.colors.${color}`)}
            </Badge>
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('pills.counts.title')} text={t('pills.counts.text')}>
        <Group gap="lg">
          {counters.map(({ id, Icon, count }) => (
            <Group key={id} gap={6} wrap="nowrap">
              <Icon size={18} aria-hidden="true" />
              <Text size="sm">{t(`pills.counts.${id}`)}</Text>
              <Badge radius="xl" color={count > maxShown ? 'red.9' : 'mirante'}>
                {count > maxShown ? `${format.number(maxShown)}+` : format.number(count)}
              </Badge>
            </Group>
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('pills.filters.title')} text={t('pills.filters.text')}>
        <RemovableFilters />
      </TitledCard>

      <TitledCard title={t('pills.sizes.title')} text={t('pills.sizes.text')}>
        <Stack gap="sm">
          <Group gap="sm" align="center">
            {sizes.map((size) => (
              <Pill key={size} size={size}>
                {t('common.size', { size })}
              </Pill>
            ))}
          </Group>
          <Group gap="sm" align="center">
            {sizes.map((size) => (
              <Badge key={size} size={size} radius="xl" variant="light" color="grape">
                {t('pills.sizes.tag')}
              </Badge>
            ))}
          </Group>
        </Stack>
      </TitledCard>
    </CardGrid>
  );
}
