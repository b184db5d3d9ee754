import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { FolderInput, MailOpen, Mail, Tag, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { folders, labels, type Folder, type Label } from '../types';
import { LabelDot } from './label-dot';

interface EmailActionsProps {
  /** The emails acted on; actions are hidden when there are none. */
  count: number;
  allRead: boolean;
  onRead: (read: boolean) => void;
  onMove: (folder: Folder) => void;
  onLabel: (label: Label) => void;
  onDelete: () => void;
  inTrash: boolean;
}

/** Read/unread, move, label and delete, for a selection or for the open email. */
export function EmailActions({
  count,
  allRead,
  onRead,
  onMove,
  onLabel,
  onDelete,
  inTrash,
}: EmailActionsProps) {
  const { t } = useTranslation('email');
  if (count === 0) return null;
  const readLabel = allRead ? t('actions.markUnread') : t('actions.markRead');
  return (
    <>
      <Tooltip label={readLabel}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={readLabel}
          onClick={() => onRead(!allRead)}
        >
          {allRead ? (
            <Mail size={18} aria-hidden="true" />
          ) : (
            <MailOpen size={18} aria-hidden="true" />
          )}
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-start" shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions.moveTo')}>
            <FolderInput size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('actions.moveTo')}</Menu.Label>
          {folders
            .filter((folder) => folder !== 'draft')
            .map((folder) => (
              <Menu.Item key={folder} onClick={() => onMove(folder)}>
                {t(`folders.${folder}`)}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-start" shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions.labels')}>
            <Tag size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('actions.labels')}</Menu.Label>
          {labels.map((label) => (
            <Menu.Item
              key={label}
              onClick={() => onLabel(label)}
              leftSection={<LabelDot label={label} />}
            >
              {t(`labels.${label}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={inTrash ? t('actions.deleteForever') : t('actions.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={inTrash ? t('actions.deleteForever') : t('actions.delete')}
          onClick={onDelete}
        >
          <Trash2 size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
