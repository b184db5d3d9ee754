import { Button, Group, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { FolderOpen, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './email.module.css';

interface MailboxHeaderProps {
  title: string;
  /** The search in the URL; typing updates it after a pause. */
  q: string;
  onSearch: (q: string) => void;
  onOpenFolders: () => void;
}

/** The mailbox's title, the folders button of narrow screens and the search box. */
export function MailboxHeader({ title, q, onSearch, onOpenFolders }: MailboxHeaderProps) {
  const { t } = useTranslation('email');
  const [query, setQuery] = useState(q);
  const push = useDebouncedCallback((value: string) => onSearch(value.trim()), 300);
  return (
    <Group className={classes.toolbar} justify="space-between">
      <Group gap="xs" wrap="nowrap">
        <Button
          hiddenFrom="md"
          variant="subtle"
          size="compact-sm"
          leftSection={<FolderOpen size={16} aria-hidden="true" />}
          onClick={onOpenFolders}
        >
          {t('foldersTitle')}
        </Button>
        <Title order={1} size="h4" id="email-title">
          {title}
        </Title>
      </Group>
      <TextInput
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<Search size={14} aria-hidden="true" />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          push(event.currentTarget.value);
        }}
        className={classes.search}
      />
    </Group>
  );
}
