import { useAbility } from '@casl/react';
import { Badge, Card, Group, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useSwitchSave } from '@/components/account/use-switch-save';
import { toast } from '@/components/toast';
import type { AppAbility } from '@/lib/ability';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateUser } from '../../api';
import type { UpdateUser, UserWithDetails } from '../../types';
import { PasswordCard } from './password-card';

/** The security tab: a new password, and two-step verification on or off. */
export function SecurityTab({ user }: { user: UserWithDetails }) {
  const ability = useAbility<AppAbility>();
  const canUpdate = ability.can('update', 'User');
  return (
    <Stack gap="md">
      {canUpdate && <PasswordCard userId={user.id} />}
      <TwoStepCard user={user} canUpdate={canUpdate} />
    </Stack>
  );
}

function TwoStepCard({ user, canUpdate }: { user: UserWithDetails; canUpdate: boolean }) {
  const { t } = useTranslation('user-view');
  const titleId = useId();
  const update = useUpdateUser();
  const switches = useSwitchSave<UpdateUser>((change) => update.mutateAsync(change));
  const on = switches.shown('twoStep', user.details.twoStep);

  const toggle = (value: boolean) =>
    switches.save({
      key: 'twoStep',
      value,
      change: { id: user.id, user: { details: { twoStep: value } } },
      onSaved: () => toast.success(t(value ? 'toasts.twoStepOn' : 'toasts.twoStepOff')),
      onFailed: (error) => toast.failure(t('toasts.twoStepFailed'), error),
    });

  return (
    <Card component="section" withBorder aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('security.twoStepTitle')}
        </Title>
        <Badge variant="light" color={on ? 'teal' : 'gray'} miw="max-content">
          {t(on ? 'security.twoStepOn' : 'security.twoStepOff')}
        </Badge>
      </Group>
      <Group wrap="nowrap" align="flex-start" gap="md" mt="md">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
          <Smartphone size={20} />
        </ThemeIcon>
        <Stack gap="sm" style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t('security.twoStepText')}
          </Text>
          <Switch
            label={t('security.twoStepLabel')}
            checked={on}
            disabled={!canUpdate}
            aria-busy={switches.busy}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
        </Stack>
      </Group>
    </Card>
  );
}
