import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ChartSummary } from '@/components/chart-summary/chart-summary';
import type { Sample } from '../samples/types';
import classes from './chart-card.module.css';

export interface ChartCardProps {
  sample: Sample;
  /** The kind of chart, translated ("Linhas"), shown as a badge beside the heading. */
  kind: string;
  /** The drawing; hidden from screen readers, which read the summary table instead. */
  children: ReactNode;
}

/**
 * One chart of a chart page: a card with its heading, a line saying what it shows, the
 * drawing, and the same data as a visually hidden table (its text alternative).
 */
export function ChartCard({ sample, kind, children }: ChartCardProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      className={classes.card}
      aria-labelledby={headingId}
      data-chart-card
      withBorder
    >
      <Group className={classes.header} justify="space-between" align="flex-start" wrap="nowrap">
        <div className={classes.header}>
          <Title order={2} id={headingId} className={classes.title}>
            {sample.title}
          </Title>
          <Text size="sm" c="dimmed">
            {sample.description}
          </Text>
        </div>
        <Badge className={classes.kind} variant="light">
          {kind}
        </Badge>
      </Group>
      <div className={classes.drawing} aria-hidden="true" data-chart-drawing>
        {children}
      </div>
      <ChartSummary {...sample.summary} />
    </Card>
  );
}
