import { CardGrid } from '@/components/section-card/card-grid';
import {
  ChipsCard,
  PillTabsCard,
  RemovablePillsCard,
  VerticalPillsCard,
} from '../components/pills-cards';

export const namespaces = ['components-nav'] as const;

/**
 * `/components/pills`: tabs drawn as pills (across, full width, down the side), pills that
 * remove themselves, and chips to pick one or several.
 */
export default function PillsPage() {
  return (
    <CardGrid>
      <PillTabsCard />
      <VerticalPillsCard />
      <RemovablePillsCard />
      <ChipsCard />
    </CardGrid>
  );
}
