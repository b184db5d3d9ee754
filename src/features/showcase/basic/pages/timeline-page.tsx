import { Avatar, Button, Group, Stack, Text, Timeline } from '@mantine/core';
import {
  CircleCheck,
  CreditCard,
  PackageCheck,
  PackageSearch,
  ShoppingBag,
  Truck,
} from 'lucide-react';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { photoOf, team } from '../team';

export const namespaces = ['components-basic'] as const;

const steps = [
  { id: 'placed', Icon: ShoppingBag },
  { id: 'paid', Icon: CreditCard },
  { id: 'picked', Icon: PackageSearch },
  { id: 'shipped', Icon: Truck },
  { id: 'out', Icon: PackageCheck },
  { id: 'delivered', Icon: CircleCheck },
] as const;

const activity = [
  { person: team[0], id: 'created', when: 'monday' },
  { person: team[1], id: 'uploaded', when: 'tuesday' },
  { person: team[2], id: 'commented', when: 'wednesday' },
  { person: team[4], id: 'approved', when: 'thursday' },
] as const;

const ticket = [
  { id: 'created', color: 'gray' },
  { id: 'assigned', color: 'mirante' },
  { id: 'answered', color: 'grape' },
  { id: 'closed', color: 'teal' },
] as const;

/** Order #4821's steps; "next" fills the line one step further. */
function OrderTimeline() {
  const { t } = useTranslation('components-basic');
  const [active, setActive] = useState(3);
  const last = steps.length - 1;
  return (
    <Stack gap="md">
      <Timeline active={active} bulletSize={28} lineWidth={2}>
        {steps.map(({ id, Icon }, index) => (
          <Timeline.Item
            key={id}
            bullet={<Icon size={14} aria-hidden="true" />}
            title={t(`timeline.order.steps.${id}.title`)}
            aria-current={index === active ? 'step' : undefined}
          >
            <Text size="sm" c="dimmed">
              {t(`timeline.order.steps.${id}.body`)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Text size="sm" role="status">
        {t('timeline.order.current', {
          step: t(`timeline.order.steps.${(steps[active] ?? steps[0]).id}.title`),
        })}
      </Text>
      <Group gap="sm">
        <Button onClick={() => setActive((n) => Math.min(last, n + 1))} disabled={active === last}>
          {t('timeline.order.next')}
        </Button>
        <Button variant="default" onClick={() => setActive(0)} disabled={active === 0}>
          {t('timeline.order.reset')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/components/timeline`: an order's steps, a team's activity, a compact history. */
export default function TimelinePage() {
  const { t } = useTranslation('components-basic');
  return (
    <CardGrid>
      <TitledCard title={t('timeline.order.title')} text={t('timeline.order.text')}>
        <OrderTimeline />
      </TitledCard>

      <TitledCard title={t('timeline.activity.title')} text={t('timeline.activity.text')}>
        <Timeline active={activity.length} bulletSize={32} lineWidth={2}>
          {activity.map(({ person, id, when }) => (
            <Timeline.Item
              key={id}
              lineVariant="dashed"
              bullet={<Avatar src={photoOf(person)} alt="" size={28} />}
              title={
                <Text size="sm">
                  <Text span fw={600} inherit>
                    {person.name}
                  </Text>{' '}
                  {t(`timeline.activity.${id}`)}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {t(`timeline.activity.when.${when}`)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </TitledCard>

      <TitledCard title={t('timeline.compact.title')} text={t('timeline.compact.text')}>
        <Timeline bulletSize={12} lineWidth={1} active={ticket.length}>
          {ticket.map(({ id, color }) => (
            <Timeline.Item key={id} color={color} title={t(`timeline.compact.${id}`)} />
          ))}
        </Timeline>
      </TitledCard>
    </CardGrid>
  );
}
