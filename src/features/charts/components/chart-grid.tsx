import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A chart page: a sentence about the library, then its cards, one column on a phone, two
 * where the content area is wide enough and three on very wide screens (measured on the
 * content area, so the open or closed menu counts).
 */
export function ChartGrid({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Text c="dimmed">{intro}</Text>
      <SimpleGrid type="container" cols={{ base: 1, '720px': 2, '1600px': 3 }} spacing="lg">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
