import { Card, Skeleton } from '@mantine/core';

/** Where the cards will be while the chart library downloads: as many, as tall. */
export function ChartGridSkeleton({ count, height }: { count: number; height: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder>
      <Skeleton height={20} width="60%" mb="xs" />
      <Skeleton height={14} width="80%" mb="md" />
      <Skeleton height={height} />
    </Card>
  ));
}
