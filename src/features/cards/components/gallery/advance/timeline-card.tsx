import { Avatar, Card, Group, Text, Timeline } from '@mantine/core';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { timeline } from '../../../advance-samples';
import { CardHeading } from '../card-heading';

/** What happened lately, newest first, with a file or the people involved. */
export function TimelineCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  return (
    <Card withBorder h="100%">
      <CardHeading title={t('advance.timeline.title')} subtitle={t('advance.timeline.subtitle')} />
      <Timeline active={timeline.length} bulletSize={14} lineWidth={2} mt="lg">
        {timeline.map((event) => (
          <Timeline.Item
            key={event.key}
            title={
              <Group justify="space-between" gap="xs" wrap="nowrap" component="span">
                <span>{t(`advance.timeline.events.${event.key}.title`)}</span>
                <Text
                  component="time"
                  dateTime={event.at}
                  size="xs"
                  c="dimmed"
                  fw={400}
                  {...bidiText()}
                >
                  {format.date(event.at, {
                    day: 'numeric',
                    month: 'short',
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </Text>
              </Group>
            }
          >
            <Text size="sm" c="dimmed">
              {t(`advance.timeline.events.${event.key}.text`)}
            </Text>
            {event.file && (
              <Group gap={6} mt={6} wrap="nowrap">
                <img src={event.file.icon} alt="" width={20} height={20} />
                <Text size="xs" fw={600} {...bidiText()}>
                  {event.file.name}
                </Text>
              </Group>
            )}
            {event.people && (
              <Avatar.Group spacing="xs" mt={6}>
                {event.people.map((src) => (
                  <Avatar key={src} src={src} alt="" size="sm" radius="xl" />
                ))}
              </Avatar.Group>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
