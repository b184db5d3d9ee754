import { Menu } from '@mantine/core';
import { Eraser, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';

interface ColumnMenuProps {
  title: string;
  count: number;
  onRename: () => void;
  onClear: () => void;
  onDelete: () => void;
}

/** A column's actions: rename, clear its tasks, delete it (the last two confirm first). */
export function ColumnMenu({ title, count, onRename, onClear, onDelete }: ColumnMenuProps) {
  const { t } = useTranslation('kanban');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <IconButton
          label={t('column.actions', { title })}
          icon={MoreVertical}
          withTooltip={false}
        />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<Pencil size={14} aria-hidden="true" />} onClick={onRename}>
          {t('column.rename')}
        </Menu.Item>
        <Menu.Item
          leftSection={<Eraser size={14} aria-hidden="true" />}
          onClick={onClear}
          disabled={count === 0}
        >
          {t('column.clear')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<Trash2 size={14} aria-hidden="true" />}
          onClick={onDelete}
        >
          {t('column.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
