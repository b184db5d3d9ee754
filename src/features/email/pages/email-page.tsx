import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useCallback, useEffect, useMemo } from 'react';
import { AppFrame } from '@/components/app-frame/app-frame';
import { useTranslation } from '@/lib/i18n-react';
import { whenIdle } from '@/lib/idle';
import { useEmail, useEmails, useUpdateEmails } from '../api';
import { ComposeFab } from '../components/compose-fab';
import { EmailActions } from '../components/email-actions';
import { EmailReader, preloadEmailBody } from '../components/email-reader';
import { EmailSidebar } from '../components/email-sidebar';
import { MailboxHeader } from '../components/mailbox-header';
import { MailboxListPane } from '../components/mailbox-list-pane';
import { preloadResponseDraft, useCompose } from '../compose/use-compose';
import classes from '../components/email.module.css';
import type { Email } from '../types';
import { useMailboxActions } from '../use-mailbox-actions';
import { useMailboxRoute } from '../use-mailbox-route';
import { useSelection } from '../use-selection';

export const namespaces = ['email'] as const;

/** `/apps/email[/<folder>|/label/<label>]`: the mailbox, its list and the open email. */
export default function EmailPage() {
  const { t } = useTranslation(['email', 'common']);
  const route = useMailboxRoute();
  const list = useEmails({ view: route.view, label: route.label, q: route.q });
  const open = useEmail(route.openId);
  const compose = useCompose();
  const [foldersOpen, folders] = useDisclosure(false);
  const emails = useMemo(() => list.data?.emails ?? [], [list.data]);
  const openEmail = open.data;
  const title = route.label ? t(`email:labels.${route.label}`) : t(`email:folders.${route.view}`);
  const selection = useSelection(`${route.view}|${route.label ?? ''}|${route.q}`);
  const actions = useMailboxActions({
    route,
    visible: openEmail ? [...emails, openEmail] : emails,
    openEmail,
    onDone: selection.clear,
  });

  // The reader's code arrives while the list is read, not when the first email is opened.
  const listShown = list.status === 'success';
  useEffect(() => {
    if (!listShown) return;
    return whenIdle(() => {
      preloadEmailBody();
      preloadResponseDraft();
    });
  }, [listShown]);

  // Opening an unread email marks it read (once per newly opened email).
  const { mutate: updateEmails } = useUpdateEmails();
  useEffect(() => {
    if (openEmail && !openEmail.isRead)
      updateEmails({ ids: [openEmail.id], update: { isRead: true } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new email id should mark it read
  }, [openEmail?.id]);

  const { update: updateRoute } = route;
  const onOpen = useCallback((id: number) => updateRoute({ open: id }), [updateRoute]);

  useHotkeys([
    ['j', () => void actions.step('next')],
    ['k', () => void actions.step('previous')],
    ['shift+3', () => openEmail && actions.remove([openEmail.id])],
    ['Escape', () => route.openId && route.update({ open: null })],
  ]);

  const actionsFor = (items: readonly Email[]) => {
    const ids = items.map((email) => email.id);
    return (
      <EmailActions
        count={ids.length}
        allRead={items.every((email) => email.isRead)}
        inTrash={route.view === 'trash'}
        onRead={(read) => actions.setRead(ids, read)}
        onMove={(folder) => actions.move(ids, folder)}
        onLabel={(value) => actions.label(ids, value)}
        onDelete={() => actions.remove(ids)}
      />
    );
  };

  const sidebar = (
    <EmailSidebar
      view={route.view}
      label={route.label}
      meta={list.data?.emailsMeta}
      localDrafts={compose.localDrafts}
      onNavigate={folders.close}
      onCompose={compose.compose}
      draftWaiting={compose.draftWaiting}
    />
  );

  return (
    <AppFrame
      label={t('email:mailbox')}
      sidebar={sidebar}
      sidebarWidth={240}
      drawerOpened={foldersOpen}
      onDrawerClose={folders.close}
      className={classes.app}
    >
      <section className={classes.content} aria-labelledby="email-title">
        <MailboxHeader title={title} onOpenFolders={folders.open} />
        {route.openId ? (
          <EmailReader
            email={openEmail}
            error={open.error}
            onRetry={() => void open.refetch()}
            onBack={() => route.update({ open: null })}
            onStep={(dir) => void actions.step(dir)}
            onStar={actions.star}
            onRespond={compose.respond}
            onEditDraft={compose.editDraft}
            actions={openEmail ? actionsFor([openEmail]) : null}
          />
        ) : (
          <MailboxListPane
            title={title}
            q={route.q}
            emails={emails}
            status={list.status}
            error={list.error}
            onRetry={() => void list.refetch()}
            selected={selection.selected}
            onSelect={selection.toggle}
            onSelectAll={selection.setAll}
            actions={actionsFor(emails.filter((email) => selection.selected.has(email.id)))}
            onOpen={onOpen}
            onStar={actions.star}
          />
        )}
        {!route.openId && !compose.shown && <ComposeFab onCompose={compose.compose} />}
      </section>
      {compose.window}
    </AppFrame>
  );
}
