import { Text, Title } from '@mantine/core';
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import classes from './chat.module.css';

interface ChatPlaceholderProps {
  title: ReactNode;
  text: ReactNode;
  action?: ReactNode;
}

/** What the conversation pane says when there is no conversation to show. */
export function ChatPlaceholder({ title, text, action }: ChatPlaceholderProps) {
  return (
    <div className={classes.placeholder} role="status">
      <span className={classes.placeholderIcon}>
        <MessagesSquare size={40} aria-hidden="true" />
      </span>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" maw={360}>
        {text}
      </Text>
      {action}
    </div>
  );
}
