import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './license.module.css';

/** A section of the licence, its heading the target of the contents' link (`#license-<id>`). */
export function LicenseSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `license-${id}`;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId} className={classes.heading}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}
