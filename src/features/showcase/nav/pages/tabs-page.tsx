import { CardGrid } from '@/components/section-card/card-grid';
import {
  ControlledTabsCard,
  HorizontalTabsCard,
  PillTabsCard,
  VerticalTabsCard,
} from '../components/tabs-cards';

export const namespaces = ['components-nav'] as const;

/**
 * `/components/tabs`: tabs across and down, with icons and a count, as pills, and driven
 * from a button; the arrow keys move between them (reversed right to left).
 */
export default function TabsPage() {
  return (
    <CardGrid>
      <HorizontalTabsCard />
      <VerticalTabsCard />
      <PillTabsCard />
      <ControlledTabsCard />
    </CardGrid>
  );
}
