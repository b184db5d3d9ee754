import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import classes from './help.module.css';

interface NotFoundStateProps {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** No category or article at this address: said in words, with the way back. */
export function NotFoundState({ title, text, backTo, backLabel }: NotFoundStateProps) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm">
        <FileQuestion size={40} aria-hidden="true" />
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed" ta="center" className={classes.wrap}>
          {text}
        </Text>
        <Button component={Link} to={backTo} mt="sm">
          {backLabel}
        </Button>
      </Stack>
    </Card>
  );
}
