import { DND_NAMESPACE } from '@/components/dnd/use-dnd';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { ConnectedLists } from '../components/dnd/connected-lists';
import { SortableGrid } from '../components/dnd/sortable-grid';
import { SortableList } from '../components/dnd/sortable-list';

export const namespaces = ['extensions-interact', DND_NAMESPACE] as const;

/**
 * `/extensions/drag-and-drop`: dnd-kit with the house's sensors and announcements — a
 * sortable list, two connected lists and a grid, each item moved by its grip with the mouse,
 * a finger or the keys (space lifts, arrows move, space drops, Esc cancels).
 */
export default function DragAndDropPage() {
  const { t } = useTranslation('extensions-interact');
  return (
    <CardGrid>
      <TitledCard title={t('dnd.sprint.title')} text={t('dnd.sprint.text')}>
        <SortableList />
      </TitledCard>
      <TitledCard title={t('dnd.team.title')} text={t('dnd.team.text')}>
        <ConnectedLists />
      </TitledCard>
      <TitledCard title={t('dnd.album.title')} text={t('dnd.album.text')}>
        <SortableGrid />
      </TitledCard>
    </CardGrid>
  );
}
