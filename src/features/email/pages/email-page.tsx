import {
  Button,
  Checkbox,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback, useDisclosure, useHotkeys } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import {
  emailKeys,
  fetchNeighbour,
  useEmail,
  useEmails,
  useToggleLabel,
  useUpdateEmails,
} from '../api';
import { EmailActions } from '../components/email-actions';
import { EmailList } from '../components/email-list';
import { EmailReader } from '../components/email-reader';
import { EmailSidebar } from '../components/email-sidebar';
import { useCompose } from '../compose/use-compose';
import classes from '../components/email.module.css';
import type { Email, Folder, Label } from '../types';
import { useMailboxRoute } from '../use-mailbox-route';

export const namespaces = ['email'] as const;

/** `/apps/email[/<folder>|/label/<label>]`: the mailbox, its list and the open email. */
export default function EmailPage() {
  const { t } = useTranslation(['email', 'common']);
  const route = useMailboxRoute();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState(route.q);
  const pushQuery = useDebouncedCallback((value: string) => route.update({ q: value.trim() }), 300);
  const list = useEmails({ view: route.view, label: route.label, q: route.q });
  const open = useEmail(route.openId);
  const update = useUpdateEmails();
  const compose = useCompose();
  const toggleLabel = useToggleLabel();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [foldersOpen, folders] = useDisclosure(false);
  const emails = useMemo(() => list.data?.emails ?? [], [list.data]);
  const title = route.label ? t(`email:labels.${route.label}`) : t(`email:folders.${route.view}`);

  // A new folder, label or search starts with nothing selected.
  const scope = `${route.view}|${route.label ?? ''}|${route.q}`;
  const [selectionScope, setSelectionScope] = useState(scope);
  if (selectionScope !== scope) {
    setSelectionScope(scope);
    setSelected(new Set());
  }

  // Opening an unread email marks it read.
  const openEmail = open.data;
  useEffect(() => {
    if (openEmail && !openEmail.isRead)
      update.mutate({ ids: [openEmail.id], update: { isRead: true } });
    // Only a newly opened email should trigger this.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [openEmail?.id]);

  const onSelect = useCallback(
    (id: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const onOpen = useCallback((id: number) => route.update({ open: id }), [route]);
  const onStar = useCallback(
    (email: Email) => update.mutate({ ids: [email.id], update: { isStarred: !email.isStarred } }),
    [update],
  );

  const move = (ids: number[], folder: Folder) => {
    const previous = new Map(
      [...emails, ...(openEmail ? [openEmail] : [])].map((email) => [email.id, email.folder]),
    );
    update.mutate(
      { ids, update: { folder } },
      {
        onSuccess: () => {
          const id = notifications.show({
            message: (
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <span>
                  {folder === 'trash'
                    ? t('email:toasts.trashed')
                    : t('email:toasts.moved', { folder: t(`email:folders.${folder}`) })}
                </span>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => {
                    notifications.hide(id);
                    const byFolder = new Map<Folder, number[]>();
                    ids.forEach((emailId) => {
                      const from = previous.get(emailId);
                      if (from) byFolder.set(from, [...(byFolder.get(from) ?? []), emailId]);
                    });
                    byFolder.forEach((back, from) =>
                      update.mutate({ ids: back, update: { folder: from } }),
                    );
                  }}
                >
                  {t('email:actions.undo')}
                </Button>
              </Group>
            ),
          });
        },
      },
    );
    setSelected(new Set());
    if (route.openId && ids.includes(route.openId)) route.update({ open: null });
  };

  const remove = (ids: number[]) => {
    if (route.view !== 'trash') {
      move(ids, 'trash');
      return;
    }
    modals.openConfirmModal({
      title: t('email:confirmDelete.title'),
      children: <Text size="sm">{t('email:confirmDelete.text', { count: ids.length })}</Text>,
      labels: {
        confirm: t('email:confirmDelete.confirm'),
        cancel: t('email:confirmDelete.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        update.mutate(
          { ids, update: { isDeleted: true } },
          { onSuccess: () => notifications.show({ message: t('email:toasts.deleted') }) },
        );
        setSelected(new Set());
        if (route.openId && ids.includes(route.openId)) route.update({ open: null });
      },
    });
  };

  const label = (ids: number[], value: Label) =>
    toggleLabel.mutate(
      { ids, label: value },
      {
        onSuccess: () =>
          notifications.show({
            message: t('email:toasts.label', { label: t(`email:labels.${value}`) }),
          }),
      },
    );

  const step = async (dir: 'previous' | 'next') => {
    if (!openEmail) return;
    const allowed = dir === 'next' ? openEmail.hasNextMail : openEmail.hasPreviousMail;
    if (!allowed) return;
    const neighbour = await queryClient.fetchQuery({
      queryKey: [...emailKeys.all, 'neighbour', openEmail.id, dir],
      queryFn: () => fetchNeighbour(openEmail.id, dir),
    });
    route.update({ open: neighbour.id });
  };

  useHotkeys([
    ['j', () => void step('next')],
    ['k', () => void step('previous')],
    ['shift+3', () => openEmail && remove([openEmail.id])],
    ['Escape', () => route.openId && route.update({ open: null })],
  ]);

  const chosen = [...selected];
  const chosenEmails = emails.filter((email) => selected.has(email.id));
  const allSelected = emails.length > 0 && chosen.length === emails.length;

  const actionsFor = (ids: number[], items: Email[]) => (
    <EmailActions
      count={ids.length}
      allRead={items.every((email) => email.isRead)}
      inTrash={route.view === 'trash'}
      onRead={(read) => update.mutate({ ids, update: { isRead: read } })}
      onMove={(folder) => move(ids, folder)}
      onLabel={(value) => label(ids, value)}
      onDelete={() => remove(ids)}
    />
  );

  const sidebar = (
    <EmailSidebar
      view={route.view}
      label={route.label}
      meta={list.data?.emailsMeta}
      onNavigate={folders.close}
      onCompose={compose.compose}
      draftWaiting={compose.draftWaiting}
    />
  );

  return (
    <div className={classes.app}>
      <aside className={classes.sidebar} aria-label={t('email:mailbox')}>
        {sidebar}
      </aside>
      <Drawer opened={foldersOpen} onClose={folders.close} title={t('email:mailbox')} size={280}>
        {sidebar}
      </Drawer>
      <section className={classes.content} aria-labelledby="email-title">
        <Group className={classes.toolbar} justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <Button
              hiddenFrom="md"
              variant="subtle"
              size="compact-sm"
              leftSection={<FolderOpen size={16} aria-hidden="true" />}
              onClick={folders.open}
            >
              {t('email:foldersTitle')}
            </Button>
            <Title order={1} size="h4" id="email-title">
              {title}
            </Title>
          </Group>
          <TextInput
            aria-label={t('email:search')}
            placeholder={t('email:searchPlaceholder')}
            leftSection={<Search size={14} aria-hidden="true" />}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              pushQuery(event.currentTarget.value);
            }}
            style={{ flex: '1 1 220px', maxWidth: 420 }}
          />
        </Group>
        {route.openId ? (
          <EmailReader
            email={openEmail}
            error={open.error}
            onRetry={() => void open.refetch()}
            onBack={() => route.update({ open: null })}
            onStep={(dir) => void step(dir)}
            onStar={onStar}
            onRespond={compose.respond}
            actions={openEmail ? actionsFor([openEmail.id], [openEmail]) : null}
          />
        ) : (
          <>
            <Group className={classes.toolbar} gap="xs">
              <Checkbox
                size="xs"
                aria-label={t('email:selectAll')}
                checked={allSelected}
                indeterminate={chosen.length > 0 && !allSelected}
                onChange={(event) =>
                  setSelected(
                    event.currentTarget.checked
                      ? new Set(emails.map((email) => email.id))
                      : new Set(),
                  )
                }
              />
              {chosen.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t('email:selected', { count: chosen.length })}
                </Text>
              )}
              {actionsFor(chosen, chosenEmails)}
            </Group>
            {list.isError ? (
              <Stack p="md">
                <QueryError
                  error={list.error}
                  onRetry={() => void list.refetch()}
                  title={t('email:loadFailed')}
                />
              </Stack>
            ) : list.isPending ? (
              <Stack p="md" gap="sm" aria-busy="true">
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} height={56} radius="sm" />
                ))}
              </Stack>
            ) : emails.length === 0 ? (
              <Stack p="xl" align="center" gap={4} role="status">
                <Text fw={600}>
                  {route.q ? t('email:empty.search', { q: route.q }) : t('email:empty.folder')}
                </Text>
                <Text size="sm" c="dimmed">
                  {route.q ? t('email:empty.searchHint') : t('email:empty.folderHint')}
                </Text>
              </Stack>
            ) : (
              <EmailList
                emails={emails}
                selected={selected}
                openId={route.openId}
                label={t('email:listLabel', { folder: title })}
                onOpen={onOpen}
                onSelect={onSelect}
                onStar={onStar}
              />
            )}
          </>
        )}
      </section>
      {compose.window}
    </div>
  );
}
