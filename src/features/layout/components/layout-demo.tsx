import { Anchor, List, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { layoutDemoFrames, layoutDemoPath, layoutDemos, type LayoutDemo } from '../layout-demos';
import type { LayoutOverrides, LayoutSettings } from '../settings';
import { useLayoutStore } from '../settings-store';

type Shown = Pick<LayoutSettings, 'menuLayout' | 'menuCollapsed' | 'contentWidth'> & {
  menuShown: boolean;
};

/** What this page shows beside what the user saved: the saved settings are only read. */
function SettingsTable({ frame }: { frame: LayoutOverrides }) {
  const { t } = useTranslation(['page-layouts', 'layout']);
  const saved = useLayoutStore();
  const stored: Shown = { ...saved, menuShown: true };
  const { menuHidden, ...imposed } = frame;
  const here: Shown = { ...stored, ...imposed, menuShown: !menuHidden };
  const yesNo = (value: boolean) => t(value ? 'page-layouts:about.yes' : 'page-layouts:about.no');
  const rows: Array<{ key: string; label: string; show: (value: Shown) => string }> = [
    {
      key: 'menuShown',
      label: t('page-layouts:about.menuShown'),
      show: (value) =>
        t(value.menuShown ? 'page-layouts:about.shown' : 'page-layouts:about.hidden'),
    },
    {
      key: 'menuLayout',
      label: t('layout:customizer.menuLayout.title'),
      show: (value) => t(`layout:customizer.menuLayout.options.${value.menuLayout}`),
    },
    {
      key: 'menuCollapsed',
      label: t('page-layouts:about.collapsed'),
      show: (value) => yesNo(value.menuCollapsed),
    },
    {
      key: 'contentWidth',
      label: t('layout:customizer.contentWidth.title'),
      show: (value) => t(`layout:customizer.contentWidth.options.${value.contentWidth}`),
    },
  ];
  return (
    // Smaller on a phone, words wrapping whole: the three columns fit its card.
    <Table data-testid="layout-settings" fz={{ base: 'xs', sm: 'sm' }} horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('page-layouts:about.setting')}</Table.Th>
          <Table.Th scope="col">{t('page-layouts:about.here')}</Table.Th>
          <Table.Th scope="col">{t('page-layouts:about.saved')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const value = row.show(here);
          const kept = row.show(stored);
          return (
            <Table.Tr key={row.key} data-setting={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td fw={value === kept ? undefined : 600}>{value}</Table.Td>
              <Table.Td>{kept}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Links to the other layout pages. */
export function OtherLayouts({ current }: { current: LayoutDemo }) {
  const { t } = useTranslation('page-layouts');
  return (
    <List spacing={6} size="sm">
      {layoutDemos
        .filter((demo) => demo !== current)
        .map((demo) => (
          <List.Item key={demo}>
            <Anchor component={Link} to={layoutDemoPath(demo)}>
              {t(`names.${demo}`)}
            </Anchor>
          </List.Item>
        ))}
    </List>
  );
}

interface LayoutDemoPageProps {
  demo: Exclude<LayoutDemo, 'layout-blank' | 'layout-empty'>;
  cols?: 2 | 3;
}

/** A page-layout demo inside the frame: what the layout is, the settings it shows, the menu. */
export function LayoutDemoPage({ demo, cols = 2 }: LayoutDemoPageProps) {
  const { t } = useTranslation('page-layouts');
  return (
    <CardGrid cols={cols}>
      <TitledCard title={t('about.title')} text={t(`texts.${demo}`)}>
        <SettingsTable frame={layoutDemoFrames[demo]} />
        <Text size="sm" c="dimmed" mt="sm">
          {t('about.untouched')}
        </Text>
      </TitledCard>
      <TitledCard title={t('menu.title')} text={t('menu.text')}>
        <List spacing="xs" size="sm">
          <List.Item>{t('menu.levels')}</List.Item>
          <List.Item>{t('menu.disabled')}</List.Item>
          <List.Item>{t('menu.horizontal')}</List.Item>
        </List>
      </TitledCard>
      <TitledCard title={t('others.title')} text={t('others.text')}>
        <OtherLayouts current={demo} />
      </TitledCard>
    </CardGrid>
  );
}
