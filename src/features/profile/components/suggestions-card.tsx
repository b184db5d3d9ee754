import { Avatar, Button, Text } from '@mantine/core';
import { Check, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { useConnect } from '../mutations';
import type { Suggestion } from '../types';
import { ProfileCard } from './profile-card';
import classes from './profile.module.css';

function SuggestionRow({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const connect = useConnect();
  const nameId = useId();
  const { requested } = suggestion;
  return (
    <li className={classes.row}>
      <Avatar src={safeAvatarUrl(suggestion.avatar)} alt="" radius="xl" color="mirante">
        {initials(suggestion.name)}
      </Avatar>
      <div className={classes.rowText}>
        <Text size="sm" fw={600} truncate id={nameId}>
          {suggestion.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('suggestions.mutual', {
            count: suggestion.mutualFriends,
            formatted: format.number(suggestion.mutualFriends),
          })}
        </Text>
      </div>
      <Button
        size="xs"
        variant={requested ? 'light' : 'filled'}
        aria-describedby={nameId}
        leftSection={
          requested ? (
            <Check size={14} aria-hidden="true" />
          ) : (
            <UserPlus size={14} aria-hidden="true" />
          )
        }
        onClick={() => connect.mutate(suggestion.id)}
        className={classes.rowAction}
      >
        {t(requested ? 'suggestions.requested' : 'suggestions.connect')}
      </Button>
    </li>
  );
}

/** People the person may know, each with a request to connect that can be taken back. */
export function SuggestionsCard({
  suggestions,
  anchor,
}: {
  suggestions: Suggestion[];
  anchor: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard title={t('suggestions.title')} anchor={anchor}>
      <ul className={classes.list}>
        {suggestions.map((suggestion) => (
          <SuggestionRow key={suggestion.id} suggestion={suggestion} />
        ))}
      </ul>
    </ProfileCard>
  );
}
