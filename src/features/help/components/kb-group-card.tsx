import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { helpPaths } from '../paths';
import type { KbGroup } from '../types';
import { HelpIcon } from './help-icon';
import classes from './help.module.css';

const columns = { base: 1, md: 2 };

/** One group of a category: its icon in its colour, its title, its questions as links. */
function KbGroupCard({ category, group }: { category: string; group: KbGroup }) {
  const { t } = useTranslation('help');
  const titleId = `kb-group-${group.id}`;
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <HelpIcon name={group.icon} color={group.iconColor} size="lg" />
          <Title order={2} fz="h4" id={titleId} {...bidiText()}>
            {group.title}
          </Title>
        </Group>
        <Stack component="ul" gap="xs" className={classes.plainList} flex={1}>
          {group.questions.map((question) => (
            <li key={question.id}>
              <Anchor component={Link} to={helpPaths.article(category, question.slug)} size="sm">
                <bdi>{question.question}</bdi>
              </Anchor>
            </li>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('category.articles', { count: group.questions.length })}
        </Text>
      </Stack>
    </Card>
  );
}

export function KbGroupGrid({
  category,
  groups,
}: {
  category: string;
  groups: readonly KbGroup[];
}) {
  return (
    <SimpleGrid cols={columns} spacing="lg">
      {groups.map((group) => (
        <KbGroupCard key={group.id} category={category} group={group} />
      ))}
    </SimpleGrid>
  );
}

export function KbGroupGridSkeleton() {
  return (
    <SimpleGrid cols={columns} spacing="lg" aria-busy="true">
      {[0, 1].map((index) => (
        <Card key={index} withBorder radius="md" padding="lg" aria-hidden="true">
          <Stack gap="md">
            <Group gap="sm">
              <Skeleton height={38} width={38} radius="md" />
              <Skeleton height={20} width="40%" radius="sm" />
            </Group>
            {[0, 1, 2, 3].map((line) => (
              <Skeleton key={line} height={14} width={`${80 - line * 10}%`} radius="sm" />
            ))}
            <Skeleton height={12} width={80} radius="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
