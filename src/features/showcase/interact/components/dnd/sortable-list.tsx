import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Button, Group, Text } from '@mantine/core';
import { RotateCcw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { DragHandle } from '@/components/dnd/drag-handle';
import { useSortableItem } from '@/components/dnd/use-sortable-item';
import { useDndAccessibility, useDndSensors } from '@/components/dnd/use-dnd';
import { useTranslation } from '@/lib/i18n-react';
import classes from './dnd.module.css';

const priorities = [
  { id: 'pix', points: 8, kind: 'feature' },
  { id: 'login', points: 3, kind: 'bug' },
  { id: 'report', points: 5, kind: 'feature' },
  { id: 'invoice', points: 2, kind: 'bug' },
  { id: 'onboarding', points: 5, kind: 'chore' },
] as const;

type PriorityId = (typeof priorities)[number]['id'];
const startOrder: PriorityId[] = priorities.map((item) => item.id);
const byId = new Map(priorities.map((item) => [item.id, item]));
const kindColor = { feature: 'indigo', bug: 'red', chore: 'gray' } as const;

function PriorityRow({ id, position }: { id: PriorityId; position: number }) {
  const { t } = useTranslation('extensions-interact');
  const sortable = useSortableItem({ id });
  const item = byId.get(id);
  if (!item) return null;
  const title = t(`dnd.sprint.items.${id}`);
  return (
    <li {...sortable.item} className={classes.row}>
      <DragHandle label={t('dnd.move', { item: title })} {...sortable.handle} />
      <Text size="sm" fw={700} className={classes.position} aria-hidden="true">
        {position}
      </Text>
      <Text size="sm" className={classes.grow}>
        {title}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color={kindColor[item.kind]}>
          {t(`dnd.sprint.kinds.${item.kind}`)}
        </Badge>
        <Badge variant="light" color="gray">
          {t('dnd.sprint.points', { count: item.points })}
        </Badge>
      </Group>
    </li>
  );
}

/** A sprint's priorities, in the order the team agreed: dragged by the grip, or by the keys. */
export function SortableList() {
  const { t } = useTranslation('extensions-interact');
  const sensors = useDndSensors();
  const [order, setOrder] = useState(startOrder);
  const describe = useCallback(
    (id: UniqueIdentifier) =>
      byId.has(id as PriorityId) ? t(`dnd.sprint.items.${id as PriorityId}`) : String(id),
    [t],
  );
  const accessibility = useDndAccessibility(describe);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((ids) =>
      arrayMove(ids, ids.indexOf(active.id as PriorityId), ids.indexOf(over.id as PriorityId)),
    );
  };
  const changed = order.some((id, index) => id !== startOrder[index]);
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className={classes.list} aria-label={t('dnd.sprint.label')}>
            {order.map((id, index) => (
              <PriorityRow key={id} id={id} position={index + 1} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<RotateCcw size={14} aria-hidden="true" />}
          disabled={!changed}
          onClick={() => setOrder(startOrder)}
        >
          {t('dnd.reset')}
        </Button>
      </Group>
    </>
  );
}
