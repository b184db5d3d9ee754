import { useDisclosure } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { DND_NAMESPACE } from '@/components/dnd/use-dnd';
import { AppFrame } from '@/components/app-frame/app-frame';
import { useTranslation } from '@/lib/i18n-react';
import { useTasks } from '../api';
import { TaskDrawer, type DrawerState } from '../components/task-drawer';
import { TaskListPane } from '../components/task-list-pane';
import { TodoSidebar } from '../components/todo-sidebar';
import { TodoToolbar } from '../components/todo-toolbar';
import classes from '../components/todo.module.css';
import type { Task } from '../types';
import { useTaskActions } from '../use-task-actions';
import { useTodoRoute } from '../use-todo-route';
import { shownStatus } from '@/lib/query-client';

// `editor` is the rich-text editor's (its code loads with the drawer's form, not here).
export const namespaces = ['todo', DND_NAMESPACE, 'editor'] as const;

/** `/apps/todo?filter=…&tag=…`: the filters and tags, the list, and the task drawer. */
export default function TodoPage() {
  const { t } = useTranslation('todo');
  const route = useTodoRoute();
  const { params } = route;
  const query = useTasks(params);
  const [sidebarOpen, sidebar] = useDisclosure(false);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const openTask = useCallback((task: Task) => setDrawer({ mode: 'edit', task }), []);
  const actions = useTaskActions(openTask);
  const title = params.tag ? t(`tags.${params.tag}`) : t(`filters.${params.filter}`);

  const sidebarContent = (
    <TodoSidebar
      params={params}
      linkTo={route.linkTo}
      onAdd={() => setDrawer({ mode: 'new' })}
      onNavigate={sidebar.close}
    />
  );

  return (
    <AppFrame
      label={t('sidebarTitle')}
      sidebar={sidebarContent}
      sidebarWidth={250}
      drawerOpened={sidebarOpen}
      onDrawerClose={sidebar.close}
    >
      <section className={classes.content} aria-labelledby="todo-title">
        <TodoToolbar title={title} route={route} onOpenSidebar={sidebar.open} />
        <TaskListPane
          title={title}
          params={params}
          tasks={query.data?.tasks ?? []}
          status={shownStatus(query)}
          error={query.error}
          onRetry={() => void query.refetch()}
          {...actions}
        />
      </section>
      <TaskDrawer state={drawer} onClose={() => setDrawer(null)} />
    </AppFrame>
  );
}
