import { Card, Skeleton, Stack } from '@mantine/core';
import classes from './profile.module.css';

const column = (heights: number[]) => (
  <Stack gap="md">
    {heights.map((height, index) => (
      <Card key={index} withBorder padding="lg">
        <Skeleton height={18} width="40%" mb="md" />
        <Skeleton height={height} radius="md" />
      </Card>
    ))}
  </Stack>
);

/** The page's shape while the profile loads: the header, then the three columns. */
export function ProfileSkeleton() {
  return (
    <div className={classes.page} aria-busy="true" data-testid="profile-skeleton">
      <Card withBorder padding={0}>
        <Skeleton className={classes.cover} radius={0} />
        <Stack gap="xs" p="lg">
          <Skeleton height={24} width={200} />
          <Skeleton height={14} width={140} />
        </Stack>
      </Card>
      <div className={classes.layout}>
        <div className={classes.start}>{column([140, 180])}</div>
        <div className={classes.center}>{column([320, 320])}</div>
        <div className={classes.end}>{column([160, 200])}</div>
      </div>
    </div>
  );
}
