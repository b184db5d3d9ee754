import { Card, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface TitledCardProps {
  title: string;
  /** What the section is for, under its heading. */
  text: string;
  /** The heading's id, when something else in the card is labelled by it (a table). */
  titleId?: string;
  children: ReactNode;
}

/** A page's section: a card named by its heading (`h2`), a line on what it is for, its body. */
export function TitledCard({ title, text, titleId, children }: TitledCardProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Card component="section" withBorder aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {text}
      </Text>
      {children}
    </Card>
  );
}
