import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Copy, Pencil, Share2, Star, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { PlacementGrid } from './placement-grid';

/** Tooltips open on hover and on keyboard focus alike (and on a long touch). */
const everyWay = { hover: true, focus: true, touch: true } as const;

export function TooltipPlacements() {
  const { t } = useTranslation('components-overlay');
  return (
    <PlacementGrid centre={t('tooltips.placements.centre')}>
      {(placement) => (
        <Tooltip
          label={t('tooltips.placements.label', { place: t(`placements.${placement}`) })}
          position={placement}
          withArrow
          events={everyWay}
        >
          <Button variant="light" size="xs" fullWidth>
            {t(`placements.${placement}`)}
          </Button>
        </Tooltip>
      )}
    </PlacementGrid>
  );
}

const tools = [
  { id: 'edit', Icon: Pencil, color: 'mirante' },
  { id: 'duplicate', Icon: Copy, color: 'mirante' },
  { id: 'share', Icon: Share2, color: 'mirante' },
  { id: 'favourite', Icon: Star, color: 'mirante' },
  { id: 'delete', Icon: Trash2, color: 'red' },
] as const;

/** A toolbar of icon buttons: each named, its tooltip shown by the mouse and by Tab alike. */
export function IconToolbar() {
  const { t } = useTranslation('components-overlay');
  return (
    <Group gap="xs" role="group" aria-label={t('tooltips.focus.toolbar')}>
      {tools.map(({ id, Icon, color }) => (
        <Tooltip key={id} label={t(`tooltips.focus.${id}`)} withArrow events={everyWay}>
          <ActionIcon
            variant="light"
            color={color}
            size="lg"
            aria-label={t(`tooltips.focus.${id}`)}
          >
            <Icon size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

const colors = ['mirante', 'dark', 'teal', 'red', 'grape', 'indigo'] as const;
/** Each colour at a shade white text (and an outline's text) reads on, in both skins. */
const shade = {
  mirante: 'mirante',
  dark: 'dark',
  teal: 'teal.9',
  red: 'red.9',
  grape: 'grape.8',
  indigo: 'indigo.8',
} as const;

/** The theme's colours, with and without the arrow, and a long text that wraps. */
export function TooltipColors() {
  const { t } = useTranslation('components-overlay');
  return (
    <Stack gap="md">
      <Group gap="xs">
        {colors.map((color) => (
          <Tooltip
            key={color}
            label={t('tooltips.colors.label', { color: t(`colors.${color}`) })}
            color={shade[color]}
            withArrow={color !== 'dark'}
            events={everyWay}
          >
            <Button variant="light" color={color === 'dark' ? 'gray' : color} size="xs">
              {t(`colors.${color}`)}
            </Button>
          </Tooltip>
        ))}
      </Group>
      <Group>
        <Tooltip
          label={t('tooltips.colors.long')}
          multiline
          w={260}
          withArrow
          events={everyWay}
          position="bottom-start"
        >
          <Button variant="default">{t('tooltips.colors.freight')}</Button>
        </Tooltip>
      </Group>
    </Stack>
  );
}

/** Delays: opening after a pause, and a group where the next one opens at once. */
export function TooltipDelays() {
  const { t } = useTranslation('components-overlay');
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Tooltip label={t('tooltips.delays.slowLabel')} openDelay={600} events={everyWay}>
          <Button variant="light">{t('tooltips.delays.slow')}</Button>
        </Tooltip>
        <Tooltip label={t('tooltips.delays.lingerLabel')} closeDelay={800} events={everyWay}>
          <Button variant="light">{t('tooltips.delays.linger')}</Button>
        </Tooltip>
      </Group>
      <Text size="sm" c="dimmed">
        {t('tooltips.delays.group')}
      </Text>
      <Tooltip.Group openDelay={400} closeDelay={100}>
        <Group gap="xs">
          {(['jan', 'feb', 'mar', 'apr'] as const).map((month) => (
            <Tooltip key={month} label={t(`tooltips.delays.sales.${month}`)} events={everyWay}>
              <Button variant="default" size="xs">
                {t(`tooltips.delays.months.${month}`)}
              </Button>
            </Tooltip>
          ))}
        </Group>
      </Tooltip.Group>
    </Stack>
  );
}
