import { FolderOpen } from 'lucide-react';
import { AppToolbar } from '@/components/app-frame/app-toolbar';
import { useTranslation } from '@/lib/i18n-react';
import { useListState } from '@/lib/use-list-state';
import { mailboxListOptions } from '../use-mailbox-route';

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
    <AppToolbar
      title={title}
      titleId="email-title"
      menu={{ label: t('foldersTitle'), icon: FolderOpen, onClick: onOpenFolders }}
      search={{ label: t('search'), placeholder: t('searchPlaceholder') }}
      list={search}
    />
  );
}
