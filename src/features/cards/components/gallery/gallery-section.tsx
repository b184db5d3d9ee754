import { Box, SimpleGrid, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './card-gallery.module.css';

interface GallerySectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Columns on a wide screen (one on a phone, two on a tablet); `none` lays out nothing. */
  cols?: 2 | 3 | 'none';
}

/** A titled run of cards: one column on a phone, two or more as the screen widens. */
export function GallerySection({ title, description, children, cols = 3 }: GallerySectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {cols === 'none' ? (
        <Box mt="md">{children}</Box>
      ) : (
        <SimpleGrid mt="md" cols={{ base: 1, sm: 2, lg: cols }} spacing="lg">
          {children}
        </SimpleGrid>
      )}
    </section>
  );
}
