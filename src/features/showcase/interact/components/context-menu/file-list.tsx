import { Menu, Text, ThemeIcon } from '@mantine/core';
import {
  Copy,
  ExternalLink,
  File,
  FileSpreadsheet,
  FileText,
  Folder as FolderIcon,
  FolderInput,
  Image,
  Pencil,
  Share2,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast, useOwnedToasts } from '@/components/toast';
import { SubMenu } from '@/components/sub-menu/sub-menu';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import classes from './context-menu.module.css';
import { copyName, folders, sampleFiles, type DriveFile, type Folder } from './files';
import { RenameField } from './rename-field';
import { ContextMenu, useContextMenu } from './use-context-menu';

const kindIcon: Record<DriveFile['kind'], LucideIcon> = {
  pdf: FileText,
  sheet: FileSpreadsheet,
  doc: File,
  image: Image,
};
const kindColor: Record<DriveFile['kind'], string> = {
  pdf: 'red',
  sheet: 'teal',
  doc: 'indigo',
  image: 'grape',
};
const icon = (Icon: LucideIcon) => <Icon size={16} aria-hidden="true" />;

/**
 * A shared drive's files: right-click one (or focus it and press Shift+F10 or the
 * ContextMenu key) for Abrir, Renomear, Duplicar, Mover para ▸, a disabled Compartilhar and
 * Excluir (with an undo). Each action changes the list or says so in a toast.
 */
export function FileList() {
  const { t } = useTranslation('extensions-interact');
  const format = useFormat();
  const toasts = useOwnedToasts();
  const menu = useContextMenu<DriveFile>();
  const [files, setFiles] = useState(sampleFiles);
  const [renaming, setRenaming] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A file whose button takes the focus once drawn (after a rename, or a neighbour's delete).
  const focusNext = useRef<string | null>(null);
  const setFocusId = (id: string) => {
    focusNext.current = id;
  };

  useEffect(() => {
    if (focusNext.current === null) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const folderName = (folder: Folder) => t(`contextMenu.files.folders.${folder}`);

  const duplicate = (file: DriveFile) => {
    const copy = {
      ...file,
      id: `${file.id}-${Date.now().toString(36)}`,
      name: copyName(
        file.name,
        files.map((each) => each.name),
        t('contextMenu.files.copyWord'),
      ),
    };
    setFiles((list) => {
      const next = [...list];
      next.splice(list.findIndex((each) => each.id === file.id) + 1, 0, copy);
      return next;
    });
    toast.success(t('contextMenu.files.duplicated', { name: copy.name }));
  };

  const move = (file: DriveFile, folder: Folder) => {
    setFiles((list) => list.map((each) => (each.id === file.id ? { ...each, folder } : each)));
    toast.success(t('contextMenu.files.moved', { name: file.name, folder: folderName(folder) }));
  };

  const remove = (file: DriveFile) => {
    const index = files.findIndex((each) => each.id === file.id);
    const neighbour = files[index + 1] ?? files[index - 1];
    menu.handOffFocus();
    setFiles((list) => list.filter((each) => each.id !== file.id));
    if (neighbour) setFocusId(neighbour.id);
    toasts.undo({
      message: t('contextMenu.files.deleted', { name: file.name }),
      onUndo: () =>
        setFiles((list) => {
          const next = [...list];
          next.splice(Math.min(index, next.length), 0, file);
          return next;
        }),
    });
  };

  const rename = (file: DriveFile, name: string) => {
    setFiles((list) => list.map((each) => (each.id === file.id ? { ...each, name } : each)));
    setRenaming(null);
    setFocusId(file.id);
    if (name !== file.name) toast.success(t('contextMenu.files.renamed', { name }));
  };

  return (
    <>
      <ul className={classes.list} aria-label={t('contextMenu.files.label')}>
        {files.map((file) => {
          const Icon = kindIcon[file.kind];
          if (renaming === file.id) {
            return (
              <li key={file.id} className={classes.renaming}>
                <RenameField
                  name={file.name}
                  onSave={(name) => rename(file, name)}
                  onCancel={() => {
                    setRenaming(null);
                    setFocusId(file.id);
                  }}
                />
              </li>
            );
          }
          return (
            <li key={file.id}>
              <button
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(file.id, element);
                  else buttons.current.delete(file.id);
                }}
                className={classes.file}
                aria-haspopup="menu"
                aria-expanded={menu.opened?.item.id === file.id}
                aria-keyshortcuts="Shift+F10"
                data-expanded={menu.opened?.item.id === file.id || undefined}
                onClick={() => toast.info(t('contextMenu.files.opening', { name: file.name }))}
                {...menu.triggerProps(file)}
              >
                <ThemeIcon
                  variant="light"
                  color={kindColor[file.kind]}
                  size="md"
                  aria-hidden="true"
                >
                  <Icon size={16} />
                </ThemeIcon>
                <Text component="span" size="sm" fw={500} className={classes.name} dir="auto">
                  {file.name}
                </Text>
                <span className={classes.meta}>
                  <span>{folderName(file.folder)}</span>
                  <span>{format.bytes(file.bytes)}</span>
                  <span>{format.day(file.day, { day: 'numeric', month: 'short' })}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {files.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t('contextMenu.files.empty')}
        </Text>
      )}
      <ContextMenu
        menu={menu}
        label={(file) => t('contextMenu.files.menuLabel', { name: file.name })}
      >
        {(file) => (
          <>
            <Menu.Label>{file.name}</Menu.Label>
            <Menu.Item
              leftSection={icon(ExternalLink)}
              onClick={() => toast.info(t('contextMenu.files.opening', { name: file.name }))}
            >
              {t('contextMenu.files.open')}
            </Menu.Item>
            <Menu.Item
              leftSection={icon(Pencil)}
              onClick={() => {
                menu.handOffFocus();
                setRenaming(file.id);
              }}
            >
              {t('contextMenu.files.rename')}
            </Menu.Item>
            <Menu.Item leftSection={icon(Copy)} onClick={() => duplicate(file)}>
              {t('contextMenu.files.duplicate')}
            </Menu.Item>
            <SubMenu label={t('contextMenu.files.moveTo')} leftSection={icon(FolderInput)}>
              {folders.map((folder) => (
                <Menu.Item
                  key={folder}
                  leftSection={icon(FolderIcon)}
                  disabled={folder === file.folder}
                  onClick={() => move(file, folder)}
                >
                  {folderName(folder)}
                </Menu.Item>
              ))}
            </SubMenu>
            <Menu.Item leftSection={icon(Share2)} disabled>
              {t('contextMenu.files.share')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={icon(Trash2)} onClick={() => remove(file)}>
              {t('contextMenu.files.delete')}
            </Menu.Item>
          </>
        )}
      </ContextMenu>
    </>
  );
}
