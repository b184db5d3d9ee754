import { Button, Group, Select, TextInput, Title } from '@mantine/core';
import { ArrowUpDown, ListFilter, Search } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { sorts, sortSchema } from '../types';
import type { TodoRoute } from '../use-todo-route';
import classes from './todo.module.css';

interface TodoToolbarProps {
  title: string;
  route: TodoRoute;
  onOpenSidebar: () => void;
}

const OWN_ORDER = 'none';

/** The view's title, the sidebar button of narrow screens, the search and the order. */
export function TodoToolbar({ title, route, onOpenSidebar }: TodoToolbarProps) {
  const { t } = useTranslation('todo');
  const { list, params } = route;
  return (
    <div className={classes.toolbar}>
      <Group gap="xs" wrap="nowrap" me="auto">
        <Button
          hiddenFrom="md"
          variant="subtle"
          size="compact-sm"
          leftSection={<ListFilter size={16} aria-hidden="true" />}
          onClick={onOpenSidebar}
        >
          {t('openSidebar')}
        </Button>
        <Title order={1} size="h4" id="todo-title">
          {title}
        </Title>
      </Group>
      <TextInput
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<Search size={14} aria-hidden="true" />}
        value={list.q}
        onChange={(event) => list.setQ(event.currentTarget.value)}
        className={classes.search}
        type="search"
      />
      <Select
        aria-label={t('sort.label')}
        leftSection={<ArrowUpDown size={14} aria-hidden="true" />}
        className={classes.sort}
        allowDeselect={false}
        value={params.sortBy ?? OWN_ORDER}
        data={([OWN_ORDER, ...sorts] as const).map((value) => ({
          value,
          label: t(`sort.${value}`),
        }))}
        onChange={(value) => {
          const sortBy = sortSchema.safeParse(value);
          list.setFilter('sortBy', sortBy.success ? sortBy.data : undefined);
        }}
      />
    </div>
  );
}
