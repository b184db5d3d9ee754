import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Text } from '@mantine/core';
import {
  Building2,
  Fish,
  Landmark,
  MountainSnow,
  Sun,
  Trees,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { useCallback, useState } from 'react';
import { DragHandle } from '@/components/dnd/drag-handle';
import { useSortableItem } from '@/components/dnd/use-sortable-item';
import { useDndAccessibility, useDndSensors } from '@/components/dnd/use-dnd';
import { useTranslation } from '@/lib/i18n-react';
import classes from './dnd.module.css';

/** An album's photos: our own pictures (the theme's darkest shades, white text readable). */
const photos: {
  id: string;
  place: string;
  state: string;
  Icon: LucideIcon;
  from: string;
  to: string;
}[] = [
  {
    id: 'rio',
    place: 'Pão de Açúcar',
    state: 'RJ',
    Icon: MountainSnow,
    from: 'indigo',
    to: 'cyan',
  },
  { id: 'lencois', place: 'Lençóis Maranhenses', state: 'MA', Icon: Sun, from: 'red', to: 'grape' },
  {
    id: 'noronha',
    place: 'Fernando de Noronha',
    state: 'PE',
    Icon: Waves,
    from: 'cyan',
    to: 'teal',
  },
  { id: 'ouro-preto', place: 'Ouro Preto', state: 'MG', Icon: Landmark, from: 'grape', to: 'dark' },
  { id: 'bonito', place: 'Bonito', state: 'MS', Icon: Fish, from: 'teal', to: 'indigo' },
  {
    id: 'chapada',
    place: 'Chapada Diamantina',
    state: 'BA',
    Icon: Trees,
    from: 'green',
    to: 'dark',
  },
  { id: 'brasilia', place: 'Brasília', state: 'DF', Icon: Building2, from: 'dark', to: 'indigo' },
  { id: 'jalapao', place: 'Jalapão', state: 'TO', Icon: Sun, from: 'red', to: 'grape' },
];

const byId = new Map(photos.map((photo) => [photo.id, photo]));
const gradient = (from: string, to: string) =>
  `linear-gradient(135deg, var(--mantine-color-${from}-9), var(--mantine-color-${to}-9))`;

function PhotoTile({ id, position, count }: { id: string; position: number; count: number }) {
  const { t } = useTranslation('extensions-interact');
  const sortable = useSortableItem({ id });
  const photo = byId.get(id);
  if (!photo) return null;
  const { Icon } = photo;
  return (
    <li
      {...sortable.item}
      className={classes.tile}
      style={{ ...sortable.item.style, backgroundImage: gradient(photo.from, photo.to) }}
    >
      <Icon size={28} className={classes.tileIcon} aria-hidden="true" />
      <DragHandle
        className={classes.tileHandle}
        label={t('dnd.move', { item: photo.place })}
        {...sortable.handle}
      />
      <Text size="sm" fw={700} lh={1.2}>
        {photo.place}
      </Text>
      <Text size="xs">{t('dnd.album.caption', { state: photo.state, position, count })}</Text>
    </li>
  );
}

/** An album's cover order: tiles in a grid that reflows, moved in two directions. */
export function SortableGrid() {
  const { t } = useTranslation('extensions-interact');
  const sensors = useDndSensors();
  const [order, setOrder] = useState(() => photos.map((photo) => photo.id));
  const describe = useCallback(
    (id: UniqueIdentifier) => byId.get(String(id))?.place ?? String(id),
    [],
  );
  const accessibility = useDndAccessibility(describe);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((ids) => arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={order} strategy={rectSortingStrategy}>
        <ol className={classes.grid} aria-label={t('dnd.album.label')}>
          {order.map((id, index) => (
            <PhotoTile key={id} id={id} position={index + 1} count={order.length} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
