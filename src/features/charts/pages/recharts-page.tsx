// Mantine's chart styles, in this page's chunk only (never on the sign-in path).
import '@mantine/charts/styles.css';
import { useTranslation } from '@/lib/i18n-react';
import { ChartGrid } from '../components/chart-grid';
import { RechartsBoard } from '../recharts/recharts-board';

export const namespaces = ['charts'] as const;

/** `/charts/recharts`: Recharts through `@mantine/charts`, ten kinds of chart. */
export default function RechartsPage() {
  const { t } = useTranslation('charts');
  return (
    <ChartGrid intro={t('intro.recharts')}>
      <RechartsBoard />
    </ChartGrid>
  );
}
