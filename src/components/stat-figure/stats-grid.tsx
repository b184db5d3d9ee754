import { Card } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { StatFigure, StatFigureSkeleton } from './stat-figure';
import classes from './stats-grid.module.css';

export interface Stat {
  /** Tells the tiles apart (a label may say the same in two tiles while it loads). */
  id: string;
  icon: LucideIcon;
  color: string;
  /** The figure, already formatted. */
  figure: string;
  label: ReactNode;
  /** The whole figure, when `figure` is shortened. */
  title?: string | undefined;
}

interface StatsGridProps {
  /** The section's accessible name ("Resumo das faturas"). */
  label: string;
  /** The figures; `undefined` while they load (a skeleton a tile). */
  stats: readonly Stat[] | undefined;
  /** How many tiles the skeleton draws. @default 4 */
  placeholders?: number;
  /** A failure with no figures to show: said in place of the tiles, with a retry. */
  error?: unknown;
  /** What failed ("Não foi possível contar os usuários"); the reason comes from the error. */
  errorTitle: string;
  onRetry?: () => void;
}

/**
 * A few figures over a list, each in its tile: one column on a phone, two where they fit,
 * then all side by side (up to four a row), by the room the grid itself has.
 */
export function StatsGrid({
  label,
  stats,
  placeholders = 4,
  error,
  errorTitle,
  onRetry,
}: StatsGridProps) {
  // A failed refresh keeps the figures shown (the error policy says so in a toast).
  const failed = Boolean(error) && !stats;
  const columns = { '--stats-columns': Math.min(stats?.length ?? placeholders, 4) };
  const content = failed ? (
    <QueryError error={error} title={errorTitle} onRetry={onRetry} />
  ) : (
    <div className={classes.grid} style={columns as CSSProperties}>
      {stats
        ? stats.map(({ id, ...stat }) => (
            <Card key={id} withBorder radius="md" padding="sm">
              <StatFigure {...stat} />
            </Card>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            <Card key={index} withBorder radius="md" padding="sm">
              <StatFigureSkeleton />
            </Card>
          ))}
    </div>
  );
  return (
    <section
      aria-label={label}
      aria-busy={!stats && !failed}
      className={classes.frame}
      data-state={failed ? 'failed' : stats ? 'ready' : 'loading'}
    >
      {content}
    </section>
  );
}
