import { Avatar, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import classes from '../card-gallery.module.css';

interface Tab {
  value: string;
  label: string;
  panel: ReactNode;
}

/** A card whose body is a set of tabs named by the card's title; the arrows move between them. */
function TabbedCard({
  title,
  tabs,
  pills,
}: {
  title: string;
  tabs: readonly Tab[];
  pills?: boolean;
}) {
  const heading = useId();
  return (
    <Card withBorder>
      <Title order={3} size="h5" id={heading} mb="sm">
        {title}
      </Title>
      <Tabs defaultValue={tabs[0]?.value} variant={pills ? 'pills' : 'default'}>
        <Tabs.List aria-labelledby={heading}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}

const files = [
  { name: 'proposta-comercial.pdf', icon: 'pdf', size: 1_843_200 },
  { name: 'cronograma.xls', icon: 'xls', size: 402_432 },
  { name: 'ata-da-reuniao.doc', icon: 'doc', size: 88_064 },
] as const;
const team = [
  { name: 'Ana Souza', avatar: 2 },
  { name: 'Bruno Martins', avatar: 9 },
  { name: 'Camila Rocha', avatar: 14 },
] as const;

/** Underlined tabs: an overview, the team and the files of a project. */
export function TabsCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  const tabs: Tab[] = [
    {
      value: 'overview',
      label: t('basic.tabs.overview'),
      panel: <Text size="sm">{t('basic.tabs.overviewText')}</Text>,
    },
    {
      value: 'team',
      label: t('basic.tabs.team'),
      panel: (
        <Stack gap="sm" component="ul" className={classes.list}>
          {team.map((person) => (
            <Group component="li" key={person.name} gap="sm">
              <Avatar src={`/images/avatars/${person.avatar}.svg`} alt="" size="sm" />
              <Text size="sm" {...bidiText()}>
                {person.name}
              </Text>
            </Group>
          ))}
        </Stack>
      ),
    },
    {
      value: 'files',
      label: t('basic.tabs.files'),
      panel: (
        <Stack gap="sm" component="ul" className={classes.list}>
          {files.map((file) => (
            <Group component="li" key={file.name} gap="sm" wrap="nowrap">
              <img src={`/images/files/${file.icon}.svg`} alt="" width={24} height={24} />
              <Text size="sm" truncate="end" {...bidiText(classes.grow)}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {format.bytes(file.size)}
              </Text>
            </Group>
          ))}
        </Stack>
      ),
    },
  ];
  return <TabbedCard title={t('basic.tabs.title')} tabs={tabs} />;
}

const periods = [
  { key: 'day', orders: 32, revenue: 4_870.5 },
  { key: 'week', orders: 214, revenue: 31_240.9 },
  { key: 'month', orders: 906, revenue: 128_615.3 },
] as const;

/** Pills: the same tabs drawn as buttons, a shop's figures by period. */
export function PillsCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  const figure = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </div>
  );
  const tabs = periods.map((period) => ({
    value: period.key,
    label: t(`basic.pills.${period.key}`),
    panel: (
      <SimpleGrid cols={2}>
        {figure(t('basic.pills.orders'), format.number(period.orders))}
        {figure(t('basic.pills.revenue'), format.currency(period.revenue))}
      </SimpleGrid>
    ),
  }));
  return <TabbedCard title={t('basic.pills.title')} tabs={tabs} pills />;
}
