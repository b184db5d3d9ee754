import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Check, ShieldCheck, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { useAbility } from '../ability';
import { Can } from '../can';
import { UserAvatar } from '../components/user-avatar';
import { useCurrentUser } from '../session-store';
import { AbilityRuleList } from './ability-rule-list';

export const namespaces = ['acl'] as const;

/** What a sample of actions looks like to this user's ability. */
const checks = [
  { key: 'readAcl', action: 'read', subject: 'ACL' },
  { key: 'readEmail', action: 'read', subject: 'Email' },
  { key: 'readInvoice', action: 'read', subject: 'Invoice' },
  { key: 'manageUser', action: 'manage', subject: 'User' },
  { key: 'deletePermission', action: 'delete', subject: 'Permission' },
] as const;

/** `/access-control`: what the signed-in user may do, open to anyone who may read ACL. */
export default function AccessControlPage() {
  const { t } = useTranslation('acl');
  const user = useCurrentUser();
  const ability = useAbility();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={760}>
        {t('accessControl.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Group gap="md" wrap="nowrap">
            <UserAvatar user={user} size={56} radius="xl" />
            <div>
              <Title order={2} size="h4">
                {t('accessControl.you', { name: user.fullName })}
              </Title>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
              <Group gap={6} mt={6}>
                <Text size="sm">{t('accessControl.role')}</Text>
                <Badge variant="light">
                  {t(`roles.${user.role}` as 'roles.admin', { defaultValue: user.role })}
                </Badge>
              </Group>
            </div>
          </Group>
          <Title order={3} size="h5" mt="lg" mb="xs">
            {t('accessControl.rules')}
          </Title>
          <AbilityRuleList rules={user.ability} />
        </Card>
        <Card>
          <Title order={2} size="h4" mb="sm">
            {t('accessControl.checks')}
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {checks.map(({ key, action, subject }) => {
              const allowed = ability.can(action, subject);
              return (
                <Group key={key} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm">{t(`accessControl.examples.${key}`)}</Text>
                  <Badge
                    color={allowed ? 'green' : 'gray'}
                    variant="light"
                    style={{ flexShrink: 0 }}
                    leftSection={
                      allowed ? (
                        <Check size={12} aria-hidden="true" />
                      ) : (
                        <X size={12} aria-hidden="true" />
                      )
                    }
                  >
                    {allowed ? t('accessControl.allowed') : t('accessControl.denied')}
                  </Badge>
                </Group>
              );
            })}
          </Stack>
        </Card>
      </SimpleGrid>
      <Can I="manage" a="all">
        <Card withBorder>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ShieldCheck size={24} aria-hidden="true" />
            <div>
              <Title order={2} size="h4">
                {t('accessControl.adminOnly')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('accessControl.adminOnlyText')}
              </Text>
            </div>
          </Group>
        </Card>
      </Can>
    </Stack>
  );
}
