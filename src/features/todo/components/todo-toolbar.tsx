import { Select } from '@mantine/core';
import { ArrowUpDown, ListFilter } from 'lucide-react';
import { AppToolbar } from '@/components/app-frame/app-toolbar';
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
    <AppToolbar
      title={title}
      titleId="todo-title"
      menu={{ label: t('openSidebar'), icon: ListFilter, onClick: onOpenSidebar }}
      search={{ label: t('search'), placeholder: t('searchPlaceholder') }}
      list={list}
    >
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
    </AppToolbar>
  );
}
