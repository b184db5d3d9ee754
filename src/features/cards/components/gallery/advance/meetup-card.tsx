import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Calendar, MapPin } from 'lucide-react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { meetup } from '../../../advance-samples';
import { CardScene } from '../card-scene';
import classes from './advance.module.css';

/** An event: its picture, day, time, place and who is coming. Dates in the active language. */
export function MeetupCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  // The event's own clock, wherever the reader is.
  const at = (value: string, options: Intl.DateTimeFormatOptions) =>
    format.date(value, { ...options, timeZone: meetup.timeZone });
  const when = at(meetup.start, { weekday: 'long', day: 'numeric', month: 'long' });
  const hours = t('advance.meetup.hours', {
    start: at(meetup.start, { timeStyle: 'short' }),
    end: at(meetup.end, { timeStyle: 'short' }),
  });
  return (
    <Card withBorder className={classes.full}>
      <Card.Section>
        <CardScene scene="city" ratio="380 / 150" />
      </Card.Section>
      <Group wrap="nowrap" align="flex-start" gap="md" mt="md">
        <div className={classes.dateBlock} aria-hidden="true">
          <Text size="xs" tt="uppercase" fw={600}>
            {at(meetup.start, { month: 'short' })}
          </Text>
          <Text fz="xl" fw={700} lh={1.1}>
            {at(meetup.start, { day: '2-digit' })}
          </Text>
        </div>
        <div>
          <Title order={2} size="h5">
            {t('advance.meetup.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('advance.meetup.subtitle')}
          </Text>
        </div>
      </Group>
      <Stack gap="xs" mt="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Calendar size={18} aria-hidden="true" />
          <div>
            <Text size="sm" {...bidiText()}>
              {when}
            </Text>
            <Text size="xs" c="dimmed" {...bidiText()}>
              {hours}
            </Text>
          </div>
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <MapPin size={18} aria-hidden="true" />
          <div>
            <Text size="sm">{t('advance.meetup.place')}</Text>
            <Text size="xs" c="dimmed" {...bidiText()}>
              {t('advance.meetup.address')}
            </Text>
          </div>
        </Group>
      </Stack>
      <Group mt="md" gap="sm">
        <Avatar.Group spacing="sm" aria-hidden="true">
          {meetup.attendees.map((src) => (
            <Avatar key={src} src={src} alt="" radius="xl" size="sm" />
          ))}
          <Avatar radius="xl" size="sm">
            <bdi>{t('advance.meetup.more', { value: format.number(meetup.more) })}</bdi>
          </Avatar>
        </Avatar.Group>
        <Text size="sm" c="dimmed">
          {t('advance.meetup.attendees', {
            count: meetup.attendees.length + meetup.more,
            value: format.number(meetup.attendees.length + meetup.more),
          })}
        </Text>
      </Group>
    </Card>
  );
}
