import { Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { UserRoundSearch } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';

/** Where the user's page leads back to. */
export const userListPath = '/apps/user/list';

/** The page's shape while the user loads: the card and plan at the side, the tabs beside. */
export function UserViewSkeleton() {
  const { t } = useTranslation('user-view');
  return (
    <Grid gap="md" aria-busy="true" aria-label={t('loading')} role="group">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Stack gap="md">
          <Card withBorder>
            <Stack align="center" gap="sm">
              <Skeleton height={96} width={96} radius="md" />
              <Skeleton height={22} width="60%" radius="sm" />
              <Skeleton height={18} width="40%" radius="xl" />
            </Stack>
            <Group grow mt="lg" gap="md">
              <Skeleton height={48} radius="md" />
              <Skeleton height={48} radius="md" />
            </Group>
            <Stack gap={10} mt="lg">
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} height={14} width={`${70 + ((index * 13) % 30)}%`} />
              ))}
            </Stack>
          </Card>
          <Card withBorder>
            <Skeleton height={120} radius="md" />
          </Card>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="md">
          <Group gap="xs">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={34} width={110} radius="md" />
            ))}
          </Group>
          <Card withBorder>
            <Stack gap="sm">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height={32} radius="sm" />
              ))}
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** No user by that id (unknown, deleted, or not a number): said in words, with a way back. */
export function UserNotFound({ id }: { id: string }) {
  const { t } = useTranslation('user-view');
  return (
    <Card withBorder padding="xl" maw={560} mx="auto" mt="lg">
      <Stack align="center" gap="sm" ta="center">
        <UserRoundSearch size={40} aria-hidden="true" />
        <Title order={2} fz="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('notFound.text', { id })}
        </Text>
        <Button component={Link} to={userListPath} mt="sm">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Card>
  );
}
