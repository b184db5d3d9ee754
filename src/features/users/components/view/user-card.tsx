import { Can } from '@casl/react';
import { Badge, Card, Divider, Group, Stack, Title } from '@mantine/core';
import { BriefcaseBusiness, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { StatFigure } from '@/components/stat-figure/stat-figure';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { UserWithDetails } from '../../types';
import { UserAvatar } from '../user-avatar';
import { UserStatusBadge } from '../user-badges';
import { UserCardActions } from './user-card-actions';
import { UserDetailsList } from './user-details-list';
import classes from './user-view.module.css';

/** Who the user is: picture, name, role and status, their figures, details and actions. */
export function UserCard({ user }: { user: UserWithDetails }) {
  const { t } = useTranslation(['user-view', 'users']);
  const { number } = useFormat();
  const nameId = useId();
  return (
    <Card component="section" withBorder aria-labelledby={nameId} className={classes.card}>
      <Stack align="center" gap="xs">
        <UserAvatar user={user} size={104} radius="md" fz={32} />
        <Title order={2} fz="h3" id={nameId} ta="center" mt="xs" {...bidiText()}>
          {user.fullName}
        </Title>
        <Group gap="xs" justify="center">
          <Badge variant="light" color="mirante" miw="max-content">
            {t(`users:roles.${user.role}`)}
          </Badge>
          <UserStatusBadge status={user.status} />
        </Group>
      </Stack>

      <div className={classes.stats} role="group" aria-label={t('card.stats')}>
        <StatFigure
          icon={ListChecks}
          color="mirante"
          figure={number(user.details.tasksDone)}
          label={t('card.tasksDone')}
        />
        <StatFigure
          icon={BriefcaseBusiness}
          color="teal"
          figure={number(user.details.projectsDone)}
          label={t('card.projectsDone')}
        />
      </div>

      <Divider my="lg" />
      <Title order={3} fz="md" mb="sm">
        {t('card.details')}
      </Title>
      <UserDetailsList user={user} />

      <Can I="update" a="User">
        <UserCardActions user={user} />
      </Can>
    </Card>
  );
}
