import { Fragment, type ReactNode } from 'react';
import classes from './invoice-document.module.css';

export type Pair = readonly [label: string, value: ReactNode];

/** Labels and their values, side by side (a description list). */
export function Pairs({ rows, className }: { rows: readonly Pair[]; className?: string }) {
  return (
    <dl className={className ? `${classes.pairs} ${className}` : classes.pairs}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
