import { Button, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import classes from '../card-gallery.module.css';

const alignments = [
  { key: 'start', align: 'flex-start', to: '/apps/email' },
  { key: 'center', align: 'center', to: '/cards/advance' },
  { key: 'end', align: 'flex-end', to: '/cards/action' },
] as const;

/** Text aligned to the start, the centre and the end of the line (mirrored right to left). */
export function AlignmentCards() {
  const { t } = useTranslation('card-gallery');
  return alignments.map(({ key, align, to }) => (
    <Card key={key} withBorder ta={key} className={classes.stretch} style={{ alignItems: align }}>
      <Title order={3} size="h5">
        {t(`basic.alignment.${key}.title`)}
      </Title>
      <Text size="sm" mt="xs" mb="md" className={classes.grow}>
        {t(`basic.alignment.${key}.text`)}
      </Text>
      <Button component={Link} to={to} variant="light">
        {t(`basic.alignment.${key}.action`)}
      </Button>
    </Card>
  ));
}
