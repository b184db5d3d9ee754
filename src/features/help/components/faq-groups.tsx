import { Accordion, Badge, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import type { FaqGroup } from '../types';
import { HelpIcon, helpGlyph } from './help-icon';
import classes from './help.module.css';

interface FaqGroupsProps {
  groups: readonly FaqGroup[];
  /** The open group's id; the first group when it is not among `groups`. */
  active: string;
  onChange: (id: string) => void;
}

/**
 * The FAQ's groups as tabs (a column beside the questions on a wide screen, a scrolling row
 * on a phone; arrow keys move between them) and each group's questions as accordions.
 */
export function FaqGroups({ groups, active, onChange }: FaqGroupsProps) {
  const { t } = useTranslation('help');
  // Read at once (no server render): the first paint already has the screen's layout.
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const current = groups.some((group) => group.id === active) ? active : groups[0]?.id;

  return (
    <Tabs
      value={current ?? null}
      onChange={(value) => value && onChange(value)}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="pills"
      radius="md"
    >
      <Tabs.List
        aria-label={t('faq.categoriesLabel')}
        className={wide ? classes.verticalList : classes.tabsList}
        mb={wide ? 0 : 'lg'}
        me={wide ? 'xl' : 0}
      >
        {groups.map((group) => (
          <Tabs.Tab
            key={group.id}
            value={group.id}
            className={classes.tab}
            leftSection={helpGlyph(group.icon)}
            rightSection={
              <Badge size="sm" variant="default" circle aria-hidden="true">
                {group.questions.length}
              </Badge>
            }
          >
            {group.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {groups.map((group) => (
        <Tabs.Panel key={group.id} value={group.id} className={classes.panel}>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="center">
              <HelpIcon name={group.icon} size="xl" iconSize={22} />
              <div>
                <Title order={2} fz="h3" {...bidiText()}>
                  {group.title}
                </Title>
                <Text c="dimmed" size="sm" {...bidiText()}>
                  {group.subtitle}
                  {' · '}
                  {t('faq.questions', { count: group.questions.length })}
                </Text>
              </div>
            </Group>
            <Accordion variant="separated" radius="md" order={3} chevronPosition="right">
              {group.questions.map((item) => (
                <Accordion.Item key={item.id} value={String(item.id)}>
                  <Accordion.Control>
                    <bdi>{item.question}</bdi>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm" {...bidiText()}>
                      {item.ans}
                    </Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The FAQ's shape while it loads: the tabs' column and a group of closed questions. */
export function FaqGroupsSkeleton() {
  return (
    <Group align="flex-start" gap="xl" wrap="wrap" aria-busy="true">
      <Stack gap="sm" className={classes.verticalList} visibleFrom="md" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={36} radius="md" />
        ))}
      </Stack>
      <Stack gap="md" className={classes.panel} aria-hidden="true">
        <Group gap="sm">
          <Skeleton height={44} width={44} radius="md" />
          <Stack gap={6}>
            <Skeleton height={18} width={160} radius="sm" />
            <Skeleton height={12} width={220} radius="sm" />
          </Stack>
        </Group>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={52} radius="md" />
        ))}
      </Stack>
    </Group>
  );
}
