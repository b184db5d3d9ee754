import type { ReactNode } from 'react';
import { statFigureClasses as figureClasses } from '@/components/stat-figure/stat-figure';
import classes from './statistics.module.css';

interface StatisticsGridProps {
  /** For compact tiles, which need a wider cell than a tile with a chart. */
  compact?: boolean;
  children: ReactNode;
}

/** Statistics tiles side by side as the width allows: two on a phone, up to six. */
export function StatisticsGrid({ compact = false, children }: StatisticsGridProps) {
  return <div className={compact ? figureClasses.grid : classes.grid}>{children}</div>;
}

/** A grid cell two columns wide where two fit: for a tile with a range menu. */
export function WideCell({ children }: { children: ReactNode }) {
  return <div className={classes.wide}>{children}</div>;
}
