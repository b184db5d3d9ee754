import { Badge, Button, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import {
  FileText,
  Inbox,
  OctagonAlert,
  PenLine,
  Send,
  Star,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { labels, type EmailView, type Label } from '../types';
import { mailboxPath } from '../use-mailbox-route';
import { LabelDot } from './label-dot';

const views: Array<{ view: EmailView; icon: LucideIcon }> = [
  { view: 'inbox', icon: Inbox },
  { view: 'sent', icon: Send },
  { view: 'draft', icon: FileText },
  { view: 'starred', icon: Star },
  { view: 'spam', icon: OctagonAlert },
  { view: 'trash', icon: Trash2 },
];

interface EmailSidebarProps {
  view: EmailView;
  label: Label | undefined;
  meta: { inbox: number; spam: number; draft: number } | undefined;
  /** The kept message not yet saved to Drafts (0 or 1): Drafts counts it too. */
  localDrafts?: number;
  onNavigate?: () => void;
  onCompose: () => void;
  /** Whether an unsent message is kept, to say so under the compose button. */
  draftWaiting: boolean;
}

/** Folders with their unread and draft counts, then the labels with their colours. */
export function EmailSidebar({
  view,
  label,
  meta,
  localDrafts = 0,
  onNavigate,
  onCompose,
  draftWaiting,
}: EmailSidebarProps) {
  const { t } = useTranslation('email');
  const count = (item: EmailView) => {
    if (!meta) return null;
    if (item === 'inbox' && meta.inbox > 0)
      return { value: meta.inbox, label: t('unread', { count: meta.inbox }) };
    if (item === 'spam' && meta.spam > 0)
      return { value: meta.spam, label: t('unread', { count: meta.spam }) };
    const drafts = meta.draft + localDrafts;
    if (item === 'draft' && drafts > 0)
      return { value: drafts, label: t('drafts', { count: drafts }) };
    return null;
  };
  return (
    <Stack gap="md">
      <div>
        <Button
          fullWidth
          leftSection={<PenLine size={16} aria-hidden="true" />}
          onClick={() => {
            onNavigate?.();
            onCompose();
          }}
        >
          {t('composeButton')}
        </Button>
        {draftWaiting && (
          <Text size="xs" c="dimmed" mt={6} px={4} {...bidiText()}>
            {t('draftWaiting')}
          </Text>
        )}
      </div>
      <nav aria-label={t('foldersTitle')}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4} px="sm">
          {t('foldersTitle')}
        </Text>
        {views.map(({ view: item, icon: Icon }) => {
          const badge = count(item);
          const active = !label && view === item;
          return (
            <MantineNavLink
              key={item}
              component={Link}
              to={mailboxPath(item)}
              onClick={onNavigate}
              active={active}
              aria-current={active ? 'page' : undefined}
              label={t(`folders.${item}`)}
              leftSection={<Icon size={16} aria-hidden="true" />}
              rightSection={
                badge && (
                  <Badge
                    size="sm"
                    variant={item === 'draft' ? 'light' : 'filled'}
                    aria-label={badge.label}
                  >
                    {badge.value}
                  </Badge>
                )
              }
            />
          );
        })}
      </nav>
      <nav aria-label={t('labelsTitle')}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4} px="sm">
          {t('labelsTitle')}
        </Text>
        {labels.map((item) => (
          <MantineNavLink
            key={item}
            component={Link}
            to={mailboxPath('inbox', item)}
            onClick={onNavigate}
            active={label === item}
            aria-current={label === item ? 'page' : undefined}
            label={t(`labels.${item}`)}
            leftSection={<LabelDot label={item} />}
          />
        ))}
      </nav>
    </Stack>
  );
}
