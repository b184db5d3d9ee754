import { useTranslation } from '@/lib/i18n-react';
import { ChartJsBoard } from '../chartjs/chartjs-board';
import { ChartGrid } from '../components/chart-grid';

export const namespaces = ['charts'] as const;

/** `/charts/chartjs`: Chart.js 4 drawing eight kinds of chart on canvas. */
export default function ChartJsPage() {
  const { t } = useTranslation('charts');
  return (
    <ChartGrid intro={t('intro.chartjs')}>
      <ChartJsBoard />
    </ChartGrid>
  );
}
