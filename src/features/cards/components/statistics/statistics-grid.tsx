import type { ReactNode } from 'react';
import { statFigureClasses as figureClasses } from '@/components/stat-figure/stat-figure';
import classes from './statistics.module.css';

interface StatisticsGridProps {
  /** For compact tiles, which need a wider cell than a tile with a chart. */
  compact?: boolean;
  children: ReactNode;
}

/**
 * Statistics tiles side by side as the width allows, two on a phone, every row filled to its
 * end; a tile with a range menu takes the room of two by itself.
 */
export function StatisticsGrid({ compact = false, children }: StatisticsGridProps) {
  return <div className={compact ? figureClasses.grid : classes.grid}>{children}</div>;
}
