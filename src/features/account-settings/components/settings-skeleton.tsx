import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The tabs and a card of fields, while the settings are on their way. */
export function SettingsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Group gap="xs">
        {[96, 110, 120, 130, 110, 130].map((width, index) => (
          <Skeleton key={index} h={36} w={width} radius="md" />
        ))}
      </Group>
      <Card withBorder>
        <Stack gap="md">
          <Skeleton h={22} w="40%" />
          <Skeleton h={14} w="70%" />
          <Group gap="md" wrap="nowrap">
            <Skeleton h={88} w={88} radius="md" />
            <Skeleton h={30} w={160} />
          </Group>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={36} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
