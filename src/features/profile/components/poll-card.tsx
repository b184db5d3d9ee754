import { Avatar, Badge, Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useVote } from '../mutations';
import type { PollAnswer, PollOption } from '../types';
import { ProfileCard } from './profile-card';
import classes from './profile.module.css';

function Result({ option }: { option: PollOption }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  return (
    <li className={classes.pollResult} data-voted={option.youVoted || undefined}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="wrap" className={classes.rowText}>
          <Text size="sm" fw={option.youVoted ? 700 : 500}>
            {option.name}
          </Text>
          {option.youVoted && (
            <Badge size="sm" variant="light" leftSection={<Check size={12} aria-hidden="true" />}>
              {t('poll.yourVote')}
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {format.percent(option.result / 100)}
        </Text>
      </Group>
      <Progress value={option.result} aria-label={option.name} size="sm" />
      {option.votedUser.length > 0 && (
        <Avatar.Group spacing="xs" aria-label={t('poll.votedBy')} role="group">
          {option.votedUser.map((person) => (
            <Avatar
              key={person.name}
              src={safeAvatarUrl(person.avatar)}
              alt={person.name}
              title={person.name}
              size="sm"
              radius="xl"
              color="mirante"
            >
              {initials(person.name)}
            </Avatar>
          ))}
        </Avatar.Group>
      )}
    </li>
  );
}

/**
 * The poll: the options to choose from until the person votes, then everyone's results with
 * their own vote marked, and a way to move it.
 */
export function PollCard({ poll }: { poll: PollAnswer }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const vote = useVote();
  const current = poll.polls.find((option) => option.youVoted);
  const [changing, setChanging] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const total = poll.polls.reduce((sum, option) => sum + option.votes, 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const option = poll.polls.find((candidate) => candidate.id === (choice ?? current?.id));
    if (!option) return;
    vote.mutate(option.id, {
      onSuccess: () => {
        setChanging(false);
        setChoice(null);
        toast.success(t('toasts.voted', { option: option.name }));
      },
    });
  };

  return (
    <ProfileCard title={t('poll.title')}>
      {current && !changing ? (
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {poll.pollQuestion}
          </Text>
          <ul className={classes.list}>
            {poll.polls.map((option) => (
              <Result key={option.id} option={option} />
            ))}
          </ul>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('poll.total', { count: total, formatted: format.number(total) })}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setChanging(true)}>
              {t('poll.change')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Radio.Group
              label={poll.pollQuestion}
              value={choice ?? current?.id ?? null}
              onChange={setChoice}
            >
              <Stack gap="xs" mt="xs">
                {poll.polls.map((option) => (
                  <Radio key={option.id} value={option.id} label={option.name} />
                ))}
              </Stack>
            </Radio.Group>
            <Group gap="xs">
              <Button
                type="submit"
                size="xs"
                loading={vote.isPending}
                disabled={(choice ?? current?.id) === undefined}
              >
                {t('poll.vote')}
              </Button>
              {current && (
                <Button size="xs" variant="subtle" onClick={() => setChanging(false)}>
                  {t('poll.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </ProfileCard>
  );
}
