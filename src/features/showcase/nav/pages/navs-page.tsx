import { CardGrid } from '@/components/section-card/card-grid';
import {
  HorizontalNavCard,
  NavVariantsCard,
  SegmentedCard,
  SideNavCard,
} from '../components/navs-cards';

export const namespaces = ['components-nav'] as const;

/**
 * `/components/navs`: a side menu of nav links (nested, counted, disabled), its active
 * entry in three styles, a row of links across a page, and segmented controls.
 */
export default function NavsPage() {
  return (
    <CardGrid>
      <SideNavCard />
      <NavVariantsCard />
      <HorizontalNavCard />
      <SegmentedCard />
    </CardGrid>
  );
}
