import { Grid, type GridColProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { CongratulationsCard } from '../components/gallery/advance/congratulations-card';
import { MeetupCard } from '../components/gallery/advance/meetup-card';
import { PaymentCard } from '../components/gallery/advance/payment-card';
import { ProfileCard } from '../components/gallery/advance/profile-card';
import { TasksCard } from '../components/gallery/advance/tasks-card';
import { TimelineCard } from '../components/gallery/advance/timeline-card';
import { TransactionsCard } from '../components/gallery/advance/transactions-card';
import { UsageCard } from '../components/gallery/advance/usage-card';

export const namespaces = ['card-gallery'] as const;

const third: GridColProps['span'] = { base: 12, sm: 6, lg: 4 };

/** The cards in reading order, with their width: one column on a phone, two, then three. */
const layout: readonly [ComponentType, GridColProps['span']][] = [
  [CongratulationsCard, { base: 12, lg: 8 }],
  [ProfileCard, third],
  [MeetupCard, third],
  [TasksCard, third],
  [TransactionsCard, third],
  [UsageCard, third],
  [PaymentCard, third],
  [TimelineCard, third],
];

/** `/cards/advance`: richer cards (a profile, tasks, an event, money, usage, a timeline). */
export default function AdvanceCardsPage() {
  return (
    <Grid gap="lg">
      {layout.map(([Card, span], index) => (
        <Grid.Col key={index} span={span}>
          <Card />
        </Grid.Col>
      ))}
    </Grid>
  );
}
