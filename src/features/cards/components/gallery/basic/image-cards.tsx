import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { CardScene } from '../card-scene';
import classes from '../card-gallery.module.css';

/** The picture above the text. */
export function ImageTopCard() {
  const { t } = useTranslation('card-gallery');
  return (
    <Card withBorder>
      <Card.Section>
        <CardScene scene="trail" />
      </Card.Section>
      <Group justify="space-between" mt="md" gap="xs">
        <Title order={3} size="h5">
          {t('basic.imageTop.title')}
        </Title>
        <Badge variant="light" color="teal">
          {t('basic.imageTop.badge')}
        </Badge>
      </Group>
      <Text size="sm" mt="xs">
        {t('basic.imageTop.text')}
      </Text>
    </Card>
  );
}

/** The text first, the picture closing the card. */
export function ImageBottomCard() {
  const { t } = useTranslation('card-gallery');
  return (
    <Card withBorder className={classes.stretch}>
      <Title order={3} size="h5">
        {t('basic.imageBottom.title')}
      </Title>
      <Text size="sm" mt="xs" mb="md" className={classes.grow}>
        {t('basic.imageBottom.text')}
      </Text>
      <Card.Section>
        <CardScene scene="city" />
      </Card.Section>
    </Card>
  );
}

/** The text over the picture, on a shade that keeps it readable in both skins. */
export function ImageOverlayCard() {
  const { t } = useTranslation('card-gallery');
  return (
    <Card withBorder padding={0} className={classes.overlay}>
      <CardScene scene="sunrise" />
      <div className={classes.overlayText}>
        <Title order={3} size="h5">
          {t('basic.overlay.title')}
        </Title>
        <Text size="sm" mt={4}>
          {t('basic.overlay.text')}
        </Text>
      </div>
    </Card>
  );
}
