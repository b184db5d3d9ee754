import { Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import type { Email } from '../types';
import { EmailList } from './email-list';
import classes from './email.module.css';

interface MailboxListPaneProps {
  title: string;
  q: string;
  emails: readonly Email[];
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
  selected: ReadonlySet<number>;
  onSelect: (id: number, on: boolean) => void;
  onSelectAll: (ids: readonly number[]) => void;
  /** The bulk actions for the current selection. */
  actions: ReactNode;
  onOpen: (id: number) => void;
  onStar: (email: Email) => void;
}

/** The list of a folder, label or search: select-all and bulk actions above, then its state. */
export function MailboxListPane(props: MailboxListPaneProps) {
  const { t } = useTranslation('email');
  const { emails, selected, q } = props;
  const allSelected = emails.length > 0 && selected.size === emails.length;
  return (
    <>
      <Group className={classes.toolbar} gap="xs">
        <Checkbox
          size="xs"
          aria-label={t('selectAll')}
          checked={allSelected}
          indeterminate={selected.size > 0 && !allSelected}
          onChange={(event) =>
            props.onSelectAll(event.currentTarget.checked ? emails.map((email) => email.id) : [])
          }
        />
        {selected.size > 0 && (
          <Text size="sm" c="dimmed" {...bidiText()}>
            {t('selected', { count: selected.size })}
          </Text>
        )}
        {props.actions}
      </Group>
      {props.status === 'error' ? (
        <Stack p="md">
          <QueryError error={props.error} onRetry={props.onRetry} title={t('loadFailed')} />
        </Stack>
      ) : props.status === 'pending' ? (
        <Stack p="md" gap="sm" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={56} radius="sm" />
          ))}
        </Stack>
      ) : emails.length === 0 ? (
        <Stack p="xl" align="center" gap={4} role="status">
          <Text fw={600} {...bidiText()}>
            {q ? t('empty.search', { q }) : t('empty.folder')}
          </Text>
          <Text size="sm" c="dimmed" {...bidiText()}>
            {q ? t('empty.searchHint') : t('empty.folderHint')}
          </Text>
        </Stack>
      ) : (
        <EmailList
          emails={emails}
          selected={selected}
          openId={null}
          label={t('listLabel', { folder: props.title })}
          onOpen={props.onOpen}
          onSelect={props.onSelect}
          onStar={props.onStar}
        />
      )}
    </>
  );
}
