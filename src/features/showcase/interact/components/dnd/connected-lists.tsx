import {
  closestCorners,
  DndContext,
  useDroppable,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import { useCallback, useId, useRef, useState } from 'react';
import { DragHandle } from '@/components/dnd/drag-handle';
import { useSortableItem } from '@/components/dnd/use-sortable-item';
import { useDndAccessibility, useDndSensors } from '@/components/dnd/use-dnd';
import { useTranslation } from '@/lib/i18n-react';
import classes from './dnd.module.css';

const people = [
  { id: 'ana', name: 'Ana Beatriz Souza', role: 'design', color: 'grape' },
  { id: 'joao', name: 'João Pedro Lima', role: 'frontend', color: 'indigo' },
  { id: 'marina', name: 'Marina Oliveira', role: 'backend', color: 'teal' },
  { id: 'rafael', name: 'Rafael Costa', role: 'qa', color: 'red' },
  { id: 'lucas', name: 'Lucas Ferreira', role: 'data', color: 'cyan' },
  { id: 'camila', name: 'Camila Rocha', role: 'product', color: 'pink' },
] as const;

type PersonId = (typeof people)[number]['id'];
const lists = ['available', 'selected'] as const;
type ListId = (typeof lists)[number];
type Lists = Record<ListId, PersonId[]>;

const byId = new Map(people.map((person) => [person.id, person]));
const initials = (name: string) =>
  name
    .split(' ')
    .filter((_, index, parts) => index === 0 || index === parts.length - 1)
    .map((part) => part[0])
    .join('');

const listOf = (id: UniqueIdentifier, current: Lists): ListId | undefined =>
  (lists as readonly UniqueIdentifier[]).includes(id)
    ? (id as ListId)
    : lists.find((list) => current[list].includes(id as PersonId));

function PersonRow({ id }: { id: PersonId }) {
  const { t } = useTranslation('extensions-interact');
  const sortable = useSortableItem({ id });
  const person = byId.get(id);
  if (!person) return null;
  return (
    <li {...sortable.item} className={classes.row}>
      <DragHandle label={t('dnd.move', { item: person.name })} {...sortable.handle} />
      <Avatar size="sm" color={person.color} variant="light" aria-hidden="true">
        {initials(person.name)}
      </Avatar>
      <div className={classes.grow}>
        <Text size="sm" fw={500}>
          {person.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`dnd.team.roles.${person.role}`)}
        </Text>
      </div>
    </li>
  );
}

function PeopleColumn({ list, ids }: { list: ListId; ids: PersonId[] }) {
  const { t } = useTranslation('extensions-interact');
  const { setNodeRef, isOver } = useDroppable({ id: list });
  const headingId = useId();
  return (
    <div ref={setNodeRef} className={classes.column} data-over={isOver || undefined}>
      <Group justify="space-between" gap="xs">
        <Text id={headingId} fw={600} size="sm" component="h3" m={0}>
          {t(`dnd.team.${list}`)}
        </Text>
        <Badge variant="light" color="gray">
          {t('dnd.team.count', { count: ids.length })}
        </Badge>
      </Group>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.length === 0 ? (
          <div className={classes.dropHere}>
            <Text size="sm">{t('dnd.team.dropHere')}</Text>
          </div>
        ) : (
          <ul className={classes.list} aria-labelledby={headingId}>
            {ids.map((id) => (
              <PersonRow key={id} id={id} />
            ))}
          </ul>
        )}
      </SortableContext>
    </div>
  );
}

const start: Lists = {
  available: ['ana', 'joao', 'marina', 'rafael'],
  selected: ['lucas', 'camila'],
};

/**
 * A project's team: people move between "Disponíveis" and "Selecionados" (and within each),
 * by the grip or by the keys; an emptied list still takes a drop ("Solte aqui").
 */
export function ConnectedLists() {
  const { t } = useTranslation('extensions-interact');
  const sensors = useDndSensors();
  const [columns, setColumns] = useState<Lists>(start);
  const describe = useCallback(
    (id: UniqueIdentifier) => {
      if ((lists as readonly UniqueIdentifier[]).includes(id)) {
        return t('dnd.team.target', { list: t(`dnd.team.${id as ListId}`) });
      }
      return byId.get(id as PersonId)?.name ?? String(id);
    },
    [t],
  );
  const accessibility = useDndAccessibility(describe);
  // The lists as they were when the drag began: Esc puts them back.
  const before = useRef<Lists>(start);

  // Crossing into the other list while dragging: the person stands there at once.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setColumns((current) => {
      const from = listOf(active.id, current);
      const to = listOf(over.id, current);
      if (!from || !to || from === to) return current;
      const moving = active.id as PersonId;
      const target = [...current[to]];
      const index = target.indexOf(over.id as PersonId);
      target.splice(index === -1 ? target.length : index, 0, moving);
      return { ...current, [from]: current[from].filter((id) => id !== moving), [to]: target };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    setColumns((current) => {
      const list = listOf(active.id, current);
      if (!list || listOf(over.id, current) !== list) return current;
      const ids = current[list];
      const from = ids.indexOf(active.id as PersonId);
      const to = ids.indexOf(over.id as PersonId);
      if (from === -1 || to === -1 || from === to) return current;
      return { ...current, [list]: arrayMove(ids, from, to) };
    });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={accessibility}
      onDragStart={() => {
        before.current = columns;
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setColumns(before.current)}
    >
      <div className={classes.columns} role="group" aria-label={t('dnd.team.label')}>
        {lists.map((list) => (
          <PeopleColumn key={list} list={list} ids={columns[list]} />
        ))}
      </div>
    </DndContext>
  );
}
