import { CardGrid } from '@/components/section-card/card-grid';
import {
  PaginationControlledCard,
  PaginationEdgesCard,
  PaginationSizesCard,
  PaginationTotalCard,
} from '../components/pagination-cards';

export const namespaces = ['components-nav'] as const;

/**
 * `/components/pagination`: pages in five sizes, with "1–10 de 248" and a page size, with
 * first and last buttons and other shapes, and driving a table of orders.
 */
export default function PaginationPage() {
  return (
    <CardGrid>
      <PaginationTotalCard />
      <PaginationControlledCard />
      <PaginationEdgesCard />
      <PaginationSizesCard />
    </CardGrid>
  );
}
