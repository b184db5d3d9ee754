import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardGridProps {
  children: ReactNode;
  /** Cards side by side on a wide screen (one column on a phone and a tablet). @default 2 */
  cols?: 1 | 2 | 3;
}

/**
 * A showcase page's body: its `TitledCard`s (a heading, a line on what the example shows, the
 * live example) in a grid, one column until the screen is wide.
 */
export function CardGrid({ children, cols = 2 }: CardGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, lg: cols }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}
