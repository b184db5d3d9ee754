import { Button, Card, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { ModalExample } from '../examples';
import classes from './modal-examples.module.css';
import { ExampleModal } from './example-modal';

/** Starts the body's download ahead; a failure is said when the modal opens, not here. */
const warm = (example: ModalExample) => () => void example.load().catch(() => undefined);

/** One example: its icon, title and one line, and "Abrir", which opens its modal. */
export function ExampleCard({ example }: { example: ModalExample }) {
  const { t } = useTranslation('modal-examples');
  const titleId = useId();
  // A new number for each opening: the form starts afresh; the last one stays while it fades.
  const [opening, setOpening] = useState(0);
  const [opened, setOpened] = useState(false);
  const { Body, icon: Icon } = example;
  const title = t(`examples.${example.id}.title`);
  const close = () => setOpened(false);
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <ThemeIcon size={44} radius="md" variant="light" color={example.color}>
        <Icon size={22} aria-hidden="true" />
      </ThemeIcon>
      <Title order={2} fz="h4" id={titleId} mt="md">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} className={classes.description}>
        {t(`examples.${example.id}.description`)}
      </Text>
      <Button
        variant="light"
        mt="md"
        aria-label={t('openNamed', { title })}
        onPointerEnter={warm(example)}
        onFocus={warm(example)}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpened(true);
        }}
      >
        {t('open')}
      </Button>
      <ExampleModal
        opened={opened}
        onClose={close}
        title={title}
        size={example.size}
        skeleton={example.skeleton}
      >
        {opening > 0 && <Body key={opening} onDone={close} />}
      </ExampleModal>
    </Card>
  );
}
