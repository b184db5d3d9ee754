import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LazyBoundary } from './lazy-piece';

interface LazyFieldsProps {
  /** The heights of the fields sketched while the form's code downloads. */
  skeleton: readonly number[];
  children: ReactNode;
}

/**
 * The boundary of a dialog's lazy form (a drawer's, a modal's): its fields sketched while the
 * code downloads, a failed download said in place with a retry.
 */
export function LazyFields({ skeleton, children }: LazyFieldsProps) {
  return (
    <LazyBoundary
      fallback={
        <Stack gap="md" aria-busy="true">
          {skeleton.map((height, index) => (
            <Skeleton key={index} height={height} radius="sm" />
          ))}
        </Stack>
      }
    >
      {children}
    </LazyBoundary>
  );
}
