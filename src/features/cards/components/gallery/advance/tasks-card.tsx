import { Avatar, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { tasks } from '../../../advance-samples';
import classes from './advance.module.css';
import { CardHeading } from '../card-heading';

/** Who works on what, the hours booked and how far along each task is. */
export function TasksCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  return (
    <Card withBorder className={classes.full}>
      <CardHeading title={t('advance.tasks.title')} subtitle={t('advance.tasks.subtitle')} />
      <Stack component="ul" gap="md" mt="md" className={classes.list}>
        {tasks.map((item) => {
          const task = t(`advance.tasks.items.${item.task}`);
          return (
            <li key={item.name}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={item.avatar} alt="" radius="xl" />
                <div className={classes.grow}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600} truncate="end" {...bidiText()}>
                      {item.name}
                    </Text>
                    <Text size="xs" c="dimmed" className={classes.nowrap}>
                      {t('advance.tasks.hours', {
                        count: item.hours,
                        value: format.number(item.hours),
                      })}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" truncate="end">
                    {task}
                  </Text>
                  <Group gap="xs" wrap="nowrap" mt={6}>
                    <Progress
                      value={item.progress * 100}
                      color={item.color}
                      size="sm"
                      className={classes.grow}
                      aria-label={t('advance.tasks.progress', { name: item.name, task })}
                    />
                    <Text size="xs" fw={600} className={classes.nowrap}>
                      {format.percent(item.progress)}
                    </Text>
                  </Group>
                </div>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
