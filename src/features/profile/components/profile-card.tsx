import { Card, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './profile.module.css';

interface ProfileCardProps {
  title: string;
  /** The section's anchor, for the header's links (`#profile-about`). */
  anchor?: string;
  children: ReactNode;
}

/** One of the profile's cards: a named section with its heading. */
export function ProfileCard({ title, anchor, children }: ProfileCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      id={anchor}
      aria-labelledby={titleId}
      className={classes.card}
      // The header's links move the focus here.
      tabIndex={anchor ? -1 : undefined}
    >
      <Title order={2} id={titleId} className={classes.cardTitle}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
