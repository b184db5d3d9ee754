import { Skeleton } from '@mantine/core';
import { StatFigureSkeleton } from '@/components/stat-figure/stat-figure';
import classes from './statistics.module.css';

/** What a tile looks like while its figures are on their way: avatar, figure, label, chart. */
export function StatisticsSkeleton({ compact = false }: { compact?: boolean }) {
  if (compact) return <StatFigureSkeleton data-testid="card-skeleton" />;
  return (
    <div className={classes.tile} aria-hidden="true" data-testid="card-skeleton">
      <Skeleton height={44} width={44} radius="md" />
      <div>
        <Skeleton height={28} width="55%" radius="sm" mb={8} />
        <Skeleton height={12} width="70%" radius="sm" />
      </div>
      <Skeleton height={72} radius="md" />
    </div>
  );
}
