import { LazyBoundary } from '@/components/query-state/lazy-piece';
import { useTranslation } from '@/lib/i18n-react';
import { APEX_HEIGHT } from '../apex/apex-base';
import { ApexBoard } from '../apex/apex-board';
import { WithApex } from '../apex/apex-library';
import { ChartGrid } from '../components/chart-grid';
import { ChartGridSkeleton } from '../components/chart-grid-skeleton';

export const namespaces = ['charts'] as const;

/** `/charts/apex`: ApexCharts 4.7 (its last MIT release) drawing eight kinds of chart. */
export default function ApexPage() {
  const { t } = useTranslation('charts');
  return (
    <ChartGrid intro={t('intro.apex')}>
      <LazyBoundary fallback={<ChartGridSkeleton count={8} height={APEX_HEIGHT} />}>
        <WithApex>
          <ApexBoard />
        </WithApex>
      </LazyBoundary>
    </ChartGrid>
  );
}
