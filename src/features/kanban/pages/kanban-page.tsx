import { useCallback, useMemo } from 'react';
import { DND_NAMESPACE } from '@/components/dnd/use-dnd';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { urlId, urlParam, useUrlParams } from '@/lib/use-url-params';
import { useKanban } from '../api';
import { BoardSkeleton } from '../components/board-skeleton';
import { KanbanBoard } from '../components/kanban-board';
import { TaskDrawer } from '../components/task-drawer';
import { useKanbanActions } from '../use-kanban-actions';
import { shownStatus } from '@/lib/query-client';

export const namespaces = ['kanban', DND_NAMESPACE] as const;

const kanbanParams = { task: urlParam(urlId, null) };

/** `/apps/kanban[?task=<id>]`: the board; the open card's id is in the URL. */
export default function KanbanPage() {
  const { t } = useTranslation('kanban');
  const query = useKanban();
  const [{ task: openId }, setRoute] = useUrlParams(kanbanParams);
  const actions = useKanbanActions(query.data?.tasks);

  // A card's drawer is a step in the history: the back button closes it.
  const onOpen = useCallback((id: number) => setRoute({ task: id }, { push: true }), [setRoute]);
  const onClose = useCallback(() => setRoute({ task: null }, { push: true }), [setRoute]);

  const tasks = query.data?.tasks;
  const knownLabels = useMemo(
    () =>
      [...new Set((tasks ?? []).flatMap((task) => task.labels))].sort((a, b) =>
        a.localeCompare(b, 'pt-BR'),
      ),
    [tasks],
  );

  const data = query.data;
  if (shownStatus(query) === 'pending') return <BoardSkeleton />;
  if (!data)
    return (
      <QueryError
        error={query.error}
        title={t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );

  const openTask = openId === null ? null : (data.tasks.find((task) => task.id === openId) ?? null);
  return (
    <>
      <KanbanBoard data={data} actions={actions} onOpen={onOpen} />
      <TaskDrawer
        opened={openId !== null}
        task={openTask}
        boards={data.boards}
        knownLabels={knownLabels}
        onClose={onClose}
      />
    </>
  );
}
