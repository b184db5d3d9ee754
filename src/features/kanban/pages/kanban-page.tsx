import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DND_NAMESPACE } from '@/components/dnd/use-dnd';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useKanban } from '../api';
import { BoardSkeleton } from '../components/board-skeleton';
import { KanbanBoard } from '../components/kanban-board';
import { TaskDrawer } from '../components/task-drawer';
import { useKanbanActions } from '../use-kanban-actions';

export const namespaces = ['kanban', DND_NAMESPACE] as const;

/** `/apps/kanban[?task=<id>]`: the board; the open card's id is in the URL. */
export default function KanbanPage() {
  const { t } = useTranslation('kanban');
  const query = useKanban();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('task')) || null;
  const actions = useKanbanActions(query.data?.tasks);

  const onOpen = useCallback(
    (id: number) =>
      setParams((current) => {
        current.set('task', String(id));
        return current;
      }),
    [setParams],
  );
  const onClose = useCallback(
    () =>
      setParams((current) => {
        current.delete('task');
        return current;
      }),
    [setParams],
  );

  const tasks = query.data?.tasks;
  const knownLabels = useMemo(
    () =>
      [...new Set((tasks ?? []).flatMap((task) => task.labels))].sort((a, b) =>
        a.localeCompare(b, 'pt-BR'),
      ),
    [tasks],
  );

  if (query.status === 'pending') return <BoardSkeleton />;
  if (query.status === 'error')
    return (
      <QueryError
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );

  const openTask =
    openId === null ? null : (query.data.tasks.find((task) => task.id === openId) ?? null);
  return (
    <>
      <KanbanBoard data={query.data} actions={actions} onOpen={onOpen} />
      <TaskDrawer
        opened={openId !== null}
        task={openTask}
        boards={query.data.boards}
        knownLabels={knownLabels}
        onClose={onClose}
      />
    </>
  );
}
