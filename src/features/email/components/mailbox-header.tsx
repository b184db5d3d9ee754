import { Button, Group, TextInput, Title } from '@mantine/core';
import { FolderOpen, Search } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { mailboxListOptions } from '../use-mailbox-route';
import classes from './email.module.css';

interface MailboxHeaderProps {
  title: string;
  onOpenFolders: () => void;
}

/** The mailbox's title, the folders button of narrow screens and the search box. */
export function MailboxHeader({ title, onOpenFolders }: MailboxHeaderProps) {
  const { t } = useTranslation('email');
  // The search lives in the URL (`?q=`), reached after a pause in the typing.
  const search = useListState(mailboxListOptions);
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
        value={search.q}
        onChange={(event) => search.setQ(event.currentTarget.value)}
        className={classes.search}
      />
    </Group>
  );
}
