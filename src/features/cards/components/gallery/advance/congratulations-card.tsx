import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { congratulations } from '../../../advance-samples';
import { CardScene } from '../card-scene';
import classes from './advance.module.css';

/** The month's best seller, her figure and how far the goal is. */
export function CongratulationsCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  const { name, sales, goalShare } = congratulations;
  return (
    <Card withBorder className={classes.full}>
      <Group wrap="nowrap" align="center" gap="lg" className={classes.congrats}>
        <Stack gap="xs" className={classes.congratsText}>
          <Title order={2} size="h3">
            {t('advance.congratulations.title', { name })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('advance.congratulations.text')}
          </Text>
          <Text fz={28} fw={700} c="mirante">
            {format.currency(sales)}
          </Text>
          <Progress
            value={goalShare * 100}
            size="md"
            aria-label={t('advance.congratulations.goalLabel')}
          />
          <Text size="xs" c="dimmed">
            {t('advance.congratulations.goal', { percent: format.percent(goalShare) })}
          </Text>
          <Button component={Link} to="/" variant="filled" w="fit-content" mt="xs">
            {t('advance.congratulations.action')}
          </Button>
        </Stack>
        <div className={classes.congratsArt}>
          <CardScene scene="trophy" />
        </div>
      </Group>
    </Card>
  );
}
