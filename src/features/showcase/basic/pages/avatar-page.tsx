import { Avatar, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { Headset, Store, UserRound } from 'lucide-react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { photoOf, team, type Person } from '../team';
import { sizes } from '../variants';

export const namespaces = ['components-basic'] as const;

const statusColor: Record<Person['status'], string> = {
  online: 'teal',
  away: 'yellow',
  offline: 'gray',
};

const withPhotos = team.filter((person) => person.photo !== undefined);
const withoutPhotos = team.filter((person) => person.photo === undefined);
const groupShown = 4;

const iconAvatars = [
  { id: 'store', Icon: Store, variant: 'filled' },
  { id: 'support', Icon: Headset, variant: 'light' },
  { id: 'customer', Icon: UserRound, variant: 'outline' },
] as const;

/** `/components/avatar`: photos in every size, initials, variants and icons, a group, status. */
export default function AvatarPage() {
  const { t } = useTranslation('components-basic');
  return (
    <CardGrid>
      <TitledCard title={t('avatar.photos.title')} text={t('avatar.photos.text')}>
        <Group gap="md" align="flex-end">
          {withPhotos.slice(0, sizes.length).map((person, index) => (
            <Avatar key={person.name} size={sizes[index]} src={photoOf(person)} alt={person.name} />
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('avatar.initials.title')} text={t('avatar.initials.text')}>
        <Group gap="md">
          {team.map((person) => (
            <Tooltip key={person.name} label={person.name}>
              <Avatar name={person.name} color="initials" role="img" aria-label={person.name} />
            </Tooltip>
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('avatar.variants.title')} text={t('avatar.variants.text')}>
        <Stack gap="md">
          <Group gap="md">
            {(['filled', 'light', 'outline', 'default'] as const).map((variant) => (
              <Avatar
                key={variant}
                variant={variant}
                color="mirante"
                name="Mariana Costa"
                role="img"
                aria-label={`Mariana Costa (${t(`common.variants.${variant}`)})`}
              />
            ))}
          </Group>
          <Group gap="md">
            {iconAvatars.map(({ id, Icon, variant }) => (
              <Avatar
                key={id}
                variant={variant}
                color="mirante"
                radius="md"
                role="img"
                aria-label={t(`avatar.variants.${id}`)}
              >
                <Icon size={20} aria-hidden="true" />
              </Avatar>
            ))}
          </Group>
        </Stack>
      </TitledCard>

      <TitledCard title={t('avatar.group.title')} text={t('avatar.group.text')}>
        <Avatar.Group role="group" aria-label={t('avatar.group.label')}>
          {team
            .slice(0, groupShown)
            .map((person) =>
              person.photo === undefined ? (
                <Avatar key={person.name} name={person.name} color="initials" />
              ) : (
                <Avatar key={person.name} src={photoOf(person)} alt={person.name} />
              ),
            )}
          <Avatar
            role="img"
            aria-label={t('avatar.group.more', { count: team.length - groupShown })}
          >
            +{team.length - groupShown}
          </Avatar>
        </Avatar.Group>
      </TitledCard>

      <TitledCard title={t('avatar.status.title')} text={t('avatar.status.text')}>
        <Group gap="lg">
          {[...withPhotos.slice(0, 2), ...withoutPhotos.slice(0, 2)].map((person) => (
            <Group key={person.name} gap="sm" wrap="nowrap">
              <Indicator
                color={statusColor[person.status]}
                position="bottom-end"
                offset={6}
                size={12}
                withBorder
              >
                {person.photo === undefined ? (
                  <Avatar name={person.name} color="initials" size="lg" aria-hidden="true" />
                ) : (
                  <Avatar src={photoOf(person)} alt="" size="lg" />
                )}
              </Indicator>
              <div>
                <Text size="sm" fw={600}>
                  {person.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`common.status.${person.status}`)}
                </Text>
              </div>
            </Group>
          ))}
        </Group>
      </TitledCard>
    </CardGrid>
  );
}
