import { ListPagination } from '@/components/list-toolbar/list-pagination';

interface ShopPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** The shop's pages: none when everything fits on one. */
export function ShopPagination({ page, pageCount, onChange }: ShopPaginationProps) {
  if (pageCount <= 1) return null;
  return <ListPagination page={page} pageCount={pageCount} onChange={onChange} />;
}
