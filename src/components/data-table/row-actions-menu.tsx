import { ActionIcon, Menu } from '@mantine/core';
import { Ellipsis } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import type { RowAction } from './types';

interface RowActionsMenuProps {
  /** The row's name, in the button's label ("Ações da linha Ana"). */
  name: string;
  actions: RowAction[];
}

/** A row's `⋯` button and its menu. */
export function RowActionsMenu({ name, actions }: RowActionsMenuProps) {
  const { t } = useTranslation('table');
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('rowActions', { name })}>
          <Ellipsis size={16} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map(({ label, icon: Icon, onClick, color, disabled }) => (
          <Menu.Item
            key={label}
            color={color}
            disabled={disabled}
            onClick={onClick}
            leftSection={Icon ? <Icon size={14} aria-hidden="true" /> : undefined}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
