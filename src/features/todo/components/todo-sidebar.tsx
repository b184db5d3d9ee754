import { Button, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { CircleCheck, ListTodo, Plus, Star, Trash2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { TaskListParams } from '../api';
import { filters, tags, type TaskFilter } from '../types';
import type { TaskLink } from '../use-todo-route';
import { TagSwatch } from './tag-badge';

const filterIcons: Record<TaskFilter, LucideIcon> = {
  all: ListTodo,
  important: Star,
  completed: CircleCheck,
  deleted: Trash2,
};

interface TodoSidebarProps {
  params: TaskListParams;
  /** The link of a filter or a tag (`useTodoRoute`'s `linkTo`). */
  linkTo: (change: TaskLink) => string;
  onAdd: () => void;
  /** Called when a link is followed (closes the phone's drawer). */
  onNavigate?: () => void;
}

/** "Add task", the filters and the coloured tags; one of them is the list's view. */
export function TodoSidebar({ params, linkTo, onAdd, onNavigate }: TodoSidebarProps) {
  const { t } = useTranslation('todo');
  const section = (title: string) => (
    <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4} px="sm">
      {title}
    </Text>
  );
  return (
    <Stack gap="md">
      <Button
        fullWidth
        leftSection={<Plus size={16} aria-hidden="true" />}
        onClick={() => {
          onNavigate?.();
          onAdd();
        }}
      >
        {t('addTask')}
      </Button>
      <nav aria-label={t('filtersTitle')}>
        {section(t('filtersTitle'))}
        {filters.map((filter) => {
          const Icon = filterIcons[filter];
          const active = !params.tag && params.filter === filter;
          return (
            <MantineNavLink
              key={filter}
              component={Link}
              to={linkTo({ filter, tag: undefined })}
              onClick={onNavigate}
              active={active}
              aria-current={active ? 'page' : undefined}
              label={t(`filters.${filter}`)}
              leftSection={<Icon size={16} aria-hidden="true" />}
            />
          );
        })}
      </nav>
      <nav aria-label={t('tagsTitle')}>
        {section(t('tagsTitle'))}
        {tags.map((tag) => {
          const active = params.tag === tag;
          return (
            <MantineNavLink
              key={tag}
              component={Link}
              to={linkTo({ filter: 'all', tag })}
              onClick={onNavigate}
              active={active}
              aria-current={active ? 'page' : undefined}
              label={t(`tags.${tag}`)}
              leftSection={<TagSwatch tag={tag} />}
            />
          );
        })}
      </nav>
    </Stack>
  );
}
