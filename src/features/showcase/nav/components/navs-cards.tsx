import { Badge, Box, Button, Group, NavLink, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  ChartColumn,
  LayoutDashboard,
  LayoutGrid,
  List,
  Map,
  ShoppingBag,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

const icon = { size: 16, 'aria-hidden': true } as const;

type Section = 'dashboard' | 'orders' | 'active' | 'inactive' | 'reports';

/** A side menu: icons, a count, a description, a nested group and a disabled entry. */
export function SideNavCard() {
  const { t } = useTranslation('components-nav');
  const format = useFormat();
  const [active, setActive] = useState<Section>('dashboard');
  const link = (section: Section) => ({
    component: 'button' as const,
    active: active === section,
    'aria-current': active === section ? ('page' as const) : undefined,
    onClick: () => setActive(section),
  });
  return (
    <TitledCard title={t('navs.side.title')} text={t('navs.side.text')}>
      <Box component="nav" aria-label={t('navs.side.label')} maw={320}>
        <NavLink
          {...link('dashboard')}
          label={t('navs.side.dashboard')}
          leftSection={<LayoutDashboard {...icon} />}
        />
        <NavLink
          {...link('orders')}
          label={t('navs.side.orders')}
          aria-label={t('navs.side.ordersWithCount', { count: 12, orders: format.number(12) })}
          leftSection={<ShoppingBag {...icon} />}
          rightSection={
            <Badge size="sm" variant="light" circle aria-hidden="true">
              {format.number(12)}
            </Badge>
          }
        />
        <NavLink
          label={t('navs.side.customers')}
          leftSection={<UsersRound {...icon} />}
          childrenOffset={28}
          defaultOpened
        >
          <NavLink {...link('active')} label={t('navs.side.active')} />
          <NavLink {...link('inactive')} label={t('navs.side.inactive')} />
        </NavLink>
        <NavLink
          {...link('reports')}
          label={t('navs.side.reports')}
          description={t('navs.side.reportsHint')}
          leftSection={<ChartColumn {...icon} />}
        />
        <NavLink
          component="button"
          label={t('navs.side.finance')}
          description={t('navs.side.financeHint')}
          leftSection={<Wallet {...icon} />}
          disabled
          // Mantine marks a disabled link for the eye only; say it to assistive technology too.
          aria-disabled
        />
      </Box>
      <Text size="sm" c="dimmed" mt="sm" aria-live="polite">
        {t('navs.side.current', { section: t(`navs.side.${active}`) })}
      </Text>
    </TitledCard>
  );
}

const variants = ['light', 'filled', 'subtle'] as const;

/** The active entry drawn three ways, in the theme's colours. */
export function NavVariantsCard() {
  const { t } = useTranslation('components-nav');
  const [active, setActive] = useState(0);
  const entries = t('navs.variants.entries', { returnObjects: true });
  return (
    <TitledCard title={t('navs.variants.title')} text={t('navs.variants.text')}>
      <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
        {variants.map((variant) => (
          <Box key={variant} component="nav" aria-label={t(`navs.variants.${variant}`)} miw={150}>
            <Text size="xs" fw={600} c="dimmed" mb={4}>
              {t(`navs.variants.${variant}`)}
            </Text>
            {entries.map((entry, position) => (
              <NavLink
                key={entry}
                component="button"
                label={entry}
                variant={variant}
                color="mirante"
                active={active === position}
                aria-current={active === position ? 'page' : undefined}
                onClick={() => setActive(position)}
              />
            ))}
          </Box>
        ))}
      </Group>
    </TitledCard>
  );
}

const storeLinks = ['overview', 'products', 'orders', 'reports'] as const;
type StoreLink = (typeof storeLinks)[number];

/** A row of links across a page; it wraps on a phone. */
export function HorizontalNavCard() {
  const { t } = useTranslation('components-nav');
  const format = useFormat();
  const [active, setActive] = useState<StoreLink>('overview');
  return (
    <TitledCard title={t('navs.horizontal.title')} text={t('navs.horizontal.text')}>
      <Stack gap="md">
        <Group component="nav" aria-label={t('navs.horizontal.label')} gap={4} wrap="wrap">
          {storeLinks.map((link) => (
            <Button
              key={link}
              size="compact-sm"
              variant={active === link ? 'light' : 'subtle'}
              color={active === link ? 'mirante' : 'gray'}
              aria-current={active === link ? 'page' : undefined}
              onClick={() => setActive(link)}
            >
              {t(`navs.horizontal.${link}`)}
            </Button>
          ))}
          <Button size="compact-sm" variant="subtle" color="gray" disabled>
            {t('navs.horizontal.marketing')}
          </Button>
        </Group>
        <Text size="sm" aria-live="polite">
          {t(`navs.horizontal.${active}Text`, {
            orders: format.number(1164),
            rating: format.number(4.8),
          })}
        </Text>
      </Stack>
    </TitledCard>
  );
}

const views = [
  { value: 'list', icon: List },
  { value: 'grid', icon: LayoutGrid },
  { value: 'map', icon: Map },
] as const;
type View = (typeof views)[number]['value'];

/** One of a few views, sizes and colours, with icons, full width and disabled. */
export function SegmentedCard() {
  const { t } = useTranslation('components-nav');
  const [view, setView] = useState<View>('list');
  const data = views.map(({ value, icon: Icon }) => ({
    value,
    label: (
      <Group gap={6} wrap="nowrap" justify="center">
        <Icon {...icon} />
        <span>{t(`navs.segmented.${value}`)}</span>
      </Group>
    ),
  }));
  const periods = t('navs.segmented.periods', { returnObjects: true });
  return (
    <TitledCard title={t('navs.segmented.title')} text={t('navs.segmented.text')}>
      <Stack gap="sm" align="flex-start">
        <SegmentedControl
          aria-label={t('navs.segmented.viewLabel')}
          data={data}
          value={view}
          onChange={(value) => setView(views.find((item) => item.value === value)?.value ?? 'list')}
        />
        <Text size="sm" aria-live="polite">
          {t('navs.segmented.showing', { view: t(`navs.segmented.${view}`) })}
        </Text>
        <SegmentedControl
          aria-label={t('navs.segmented.periodLabel')}
          data={periods}
          defaultValue={periods[1]}
          size="xs"
          radius="xl"
        />
        <SegmentedControl
          aria-label={t('navs.segmented.fullLabel')}
          data={periods}
          defaultValue={periods[0]}
          fullWidth
          size="md"
        />
        <SegmentedControl
          aria-label={t('navs.segmented.disabledLabel')}
          data={periods}
          defaultValue={periods[2]}
          disabled
        />
      </Stack>
    </TitledCard>
  );
}
