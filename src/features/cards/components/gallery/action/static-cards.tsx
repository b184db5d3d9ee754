import { List, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n-react';
import { ActionCard } from './action-card';
import type { GalleryCardProps } from './types';

/** Meeting notes: collapse and remove. */
export function NotesCard(props: GalleryCardProps) {
  const { t } = useTranslation('card-gallery');
  const notes = t('action.cards.notes.items', { returnObjects: true });
  return (
    <ActionCard title={t('action.cards.notes.title')} collapsible {...props}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('action.cards.notes.subtitle')}
      </Text>
      <List size="sm" spacing="xs">
        {notes.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
    </ActionCard>
  );
}

/** A notice from the team: remove only. */
export function NoticeCard(props: GalleryCardProps) {
  const { t } = useTranslation('card-gallery');
  return (
    <ActionCard title={t('action.cards.notice.title')} {...props}>
      <Text size="sm">{t('action.cards.notice.text')}</Text>
      <Text size="sm" c="dimmed" mt="sm">
        {t('action.cards.notice.hint')}
      </Text>
    </ActionCard>
  );
}
