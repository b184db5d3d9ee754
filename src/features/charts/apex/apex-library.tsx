import type ApexCharts from 'apexcharts';
import { createContext, use, type ReactNode } from 'react';
import { lazyPiece } from '@/components/query-state/lazy-piece';

type ApexClass = typeof ApexCharts;

const Library = createContext<ApexClass | null>(null);

/**
 * ApexCharts arrives as a chunk of its own (it is about as large as the per-chunk budget on
 * its own), once, for every chart of the page: the board waits for it inside a
 * `LazyBoundary`, which says so and offers a retry when the download fails.
 */
export const WithApex = lazyPiece(() =>
  import('apexcharts').then(({ default: ApexChartsClass }) => ({
    default: function ApexProvider({ children }: { children: ReactNode }) {
      return <Library value={ApexChartsClass}>{children}</Library>;
    },
  })),
);

export function useApexLibrary(): ApexClass {
  const library = use(Library);
  if (!library) throw new Error('useApexLibrary outside WithApex');
  return library;
}
