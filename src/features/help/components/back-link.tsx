import { Anchor, Group } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import classes from './help.module.css';

/** The way up one level; its arrow turns with the reading direction. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" className={classes.back}>
      <Group gap={6} component="span" wrap="nowrap">
        <ArrowLeft size={16} aria-hidden="true" />
        {label}
      </Group>
    </Anchor>
  );
}
