import type { FloatingPosition } from '@mantine/core';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './placement-grid.module.css';

export const placements = [
  'top-start',
  'top',
  'top-end',
  'left-start',
  'left',
  'left-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
] as const satisfies readonly FloatingPosition[];
export type Placement = (typeof placements)[number];

interface PlacementGridProps {
  /** The words in the middle of the compass (hidden on a phone). */
  centre: string;
  /** One trigger for a placement, already wired to open there. */
  children: (placement: Placement) => ReactNode;
}

/** The twelve placements laid out around a centre, each where it opens. */
export function PlacementGrid({ centre, children }: PlacementGridProps) {
  return (
    <div className={classes.grid}>
      <div className={classes.centre} aria-hidden="true">
        <Text size="sm" c="dimmed">
          {centre}
        </Text>
      </div>
      {placements.map((placement) => (
        <div key={placement} data-place={placement}>
          {children(placement)}
        </div>
      ))}
    </div>
  );
}
