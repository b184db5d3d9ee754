import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Check, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { profile } from '../../../advance-samples';
import { CardScene } from '../card-scene';
import classes from './advance.module.css';

/** A person's cover, picture, name and three figures, with a follow toggle. */
export function ProfileCard() {
  const { t } = useTranslation('card-gallery');
  const format = useFormat();
  const [following, setFollowing] = useState(false);
  const figures = [
    { key: 'followers', value: format.number(profile.followers, { notation: 'compact' }) },
    { key: 'projects', value: format.number(profile.projects) },
    { key: 'rating', value: format.number(profile.rating, { minimumFractionDigits: 1 }) },
  ] as const;
  return (
    <Card withBorder className={classes.full}>
      <Card.Section>
        <CardScene scene="peaks" ratio="380 / 160" />
      </Card.Section>
      <Avatar src={profile.avatar} alt="" size={84} radius={84} className={classes.profileAvatar} />
      <Stack align="center" gap={2} mt="xs">
        <Title order={2} size="h4" {...bidiText()}>
          {profile.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('advance.profile.role')}
        </Text>
      </Stack>
      <SimpleGrid cols={3} mt="lg" component="dl" className={classes.figures}>
        {figures.map(({ key, value }) => (
          <div key={key} className={classes.figure}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`advance.profile.${key}`)}
            </Text>
            <Text component="dd" fw={700} fz="lg">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group justify="center" mt="lg">
        <Button
          variant={following ? 'light' : 'filled'}
          leftSection={
            following ? (
              <Check size={16} aria-hidden="true" />
            ) : (
              <UserPlus size={16} aria-hidden="true" />
            )
          }
          onClick={() => setFollowing((value) => !value)}
        >
          {following ? t('advance.profile.following') : t('advance.profile.follow')}
        </Button>
      </Group>
    </Card>
  );
}
