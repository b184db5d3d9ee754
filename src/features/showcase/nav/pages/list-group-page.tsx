import { CardGrid } from '@/components/section-card/card-grid';
import {
  ActionListCard,
  ChecklistCard,
  NoticeListCard,
  SelectableListCard,
} from '../components/list-group-cards';

export const namespaces = ['components-nav'] as const;

/**
 * `/components/list-group`: lists in one box — with icons and badges, items to choose,
 * items with their own buttons, and a checklist.
 */
export default function ListGroupPage() {
  return (
    <CardGrid>
      <NoticeListCard />
      <SelectableListCard />
      <ActionListCard />
      <ChecklistCard />
    </CardGrid>
  );
}
