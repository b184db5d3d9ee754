import { ActionIcon, Button, Group, Kbd, Menu, SimpleGrid, Text } from '@mantine/core';
import {
  ChevronDown,
  ClipboardCopy,
  Copy,
  Eye,
  FileDown,
  FileSpreadsheet,
  FileText,
  Move,
  PackageCheck,
  Printer,
  Scissors,
  Send,
  Trash2,
  Truck,
  XCircle,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { SubMenu } from '@/components/sub-menu/sub-menu';
import { useTranslation } from '@/lib/i18n-react';

const icon = (Icon: typeof Eye) => <Icon size={16} aria-hidden="true" />;

const stages = ['picking', 'shipped', 'delivered'] as const;
const exports = ['pdf', 'sheet'] as const;

interface StageItem {
  key: string;
  label: string;
  icon: typeof Eye;
  onClick: () => void;
}

/** A submenu's items (the shared `SubMenu` puts the focus back on ArrowLeft). */
const subItems = (items: StageItem[]) =>
  items.map((item) => (
    <Menu.Item key={item.key} leftSection={icon(item.icon)} onClick={item.onClick}>
      {item.label}
    </Menu.Item>
  ));

/**
 * An order's actions: a submenu of stages (ArrowRight or Enter opens it, ArrowLeft or Escape
 * closes it), a divider, a label, a disabled item and a destructive one. What was chosen is
 * said below the button.
 */
export function OrderActionsMenu() {
  const { t } = useTranslation('components-overlay');
  const [last, setLast] = useState<string | null>(null);
  const order = t('dropdowns.order');
  return (
    <Group gap="md" align="center">
      <Menu width={240} position="bottom-start" shadow="md">
        <Menu.Target>
          <Button rightSection={<ChevronDown size={16} aria-hidden="true" />}>
            {t('dropdowns.submenu.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{order}</Menu.Label>
          <Menu.Item leftSection={icon(Eye)} onClick={() => setLast(t('dropdowns.submenu.view'))}>
            {t('dropdowns.submenu.view')}
          </Menu.Item>
          <Menu.Item
            leftSection={icon(Copy)}
            onClick={() => setLast(t('dropdowns.submenu.duplicate'))}
          >
            {t('dropdowns.submenu.duplicate')}
          </Menu.Item>
          <SubMenu label={t('dropdowns.submenu.move')} leftSection={icon(Move)}>
            {subItems(
              stages.map((stage) => ({
                key: stage,
                label: t(`dropdowns.submenu.stages.${stage}`),
                icon: stage === 'delivered' ? PackageCheck : Truck,
                onClick: () =>
                  setLast(
                    t('dropdowns.submenu.moved', { stage: t(`dropdowns.submenu.stages.${stage}`) }),
                  ),
              })),
            )}
          </SubMenu>
          <SubMenu label={t('dropdowns.submenu.export')} leftSection={icon(FileDown)}>
            {subItems(
              exports.map((kind) => ({
                key: kind,
                label: t(`dropdowns.submenu.exports.${kind}`),
                icon: kind === 'pdf' ? FileText : FileSpreadsheet,
                onClick: () => setLast(t(`dropdowns.submenu.exports.${kind}`)),
              })),
            )}
          </SubMenu>
          <Menu.Divider />
          <Menu.Label>{t('dropdowns.submenu.danger')}</Menu.Label>
          <Menu.Item leftSection={icon(XCircle)} disabled>
            {t('dropdowns.submenu.cancel')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={icon(Trash2)}
            onClick={() => setLast(t('dropdowns.submenu.delete'))}
          >
            {t('dropdowns.submenu.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Text size="sm" c="dimmed" aria-live="polite">
        {last ? t('dropdowns.submenu.last', { action: last }) : t('dropdowns.submenu.none')}
      </Text>
    </Group>
  );
}

const positions = ['bottom-start', 'bottom-end', 'top-start', 'top-end', 'left', 'right'] as const;

/** The same small menu opened on each side of its button. */
export function MenuPositions() {
  const { t } = useTranslation('components-overlay');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
      {positions.map((position) => (
        <Menu key={position} position={position} withArrow shadow="md">
          <Menu.Target>
            <Button variant="light" fullWidth>
              {t(`placements.${position}`)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={icon(Printer)}>{t('dropdowns.positions.print')}</Menu.Item>
            <Menu.Item leftSection={icon(Send)}>{t('dropdowns.positions.send')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ))}
    </SimpleGrid>
  );
}

/** Icons, keyboard shortcuts, a disabled item, ticks and a single choice in one menu. */
export function EditMenu() {
  const { t } = useTranslation('components-overlay');
  const [sort, setSort] = useState('recent');
  return (
    <Menu width={260} position="bottom-start" shadow="md">
      <Menu.Target>
        <Button variant="default" rightSection={<ChevronDown size={16} aria-hidden="true" />}>
          {t('dropdowns.rich.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={icon(Scissors)}
          rightSection={<Kbd size="xs">{t('dropdowns.rich.cutKeys')}</Kbd>}
        >
          {t('dropdowns.rich.cut')}
        </Menu.Item>
        <Menu.Item
          leftSection={icon(ClipboardCopy)}
          rightSection={<Kbd size="xs">{t('dropdowns.rich.copyKeys')}</Kbd>}
        >
          {t('dropdowns.rich.copy')}
        </Menu.Item>
        <Menu.Item leftSection={icon(FileText)} disabled>
          {t('dropdowns.rich.paste')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('dropdowns.rich.show')}</Menu.Label>
        <Menu.CheckboxItem defaultChecked>{t('dropdowns.rich.photos')}</Menu.CheckboxItem>
        <Menu.CheckboxItem>{t('dropdowns.rich.prices')}</Menu.CheckboxItem>
        <Menu.Divider />
        <Menu.Label>{t('dropdowns.rich.sort')}</Menu.Label>
        <Menu.RadioGroup value={sort} onChange={setSort}>
          <Menu.RadioItem value="recent">{t('dropdowns.rich.recent')}</Menu.RadioItem>
          <Menu.RadioItem value="cheap">{t('dropdowns.rich.cheap')}</Menu.RadioItem>
          <Menu.RadioItem value="sold">{t('dropdowns.rich.sold')}</Menu.RadioItem>
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}

const splits = [
  { id: 'save', color: 'mirante', options: ['save.draft', 'save.copy'] },
  { id: 'approve', color: 'teal.9', options: ['approve.notify', 'approve.partial'] },
  { id: 'publish', color: 'grape.8', options: ['publish.schedule', 'publish.team'] },
  { id: 'delete', color: 'red.9', options: ['delete.trash', 'delete.forever'] },
] as const;

/** Split buttons in the theme's colours: the action, and a menu of its other ways. */
export function SplitButtons() {
  const { t } = useTranslation('components-overlay');
  return (
    <Group gap="sm">
      {splits.map(({ id, color, options }) => (
        <Group key={id} gap={1} wrap="nowrap">
          <Button
            color={color}
            style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}
            onClick={() =>
              toast.info(t('dropdowns.split.done', { action: t(`dropdowns.split.${id}.label`) }))
            }
          >
            {t(`dropdowns.split.${id}.label`)}
          </Button>
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <ActionIcon
                color={color}
                variant="filled"
                size={36}
                aria-label={t('dropdowns.split.more', { action: t(`dropdowns.split.${id}.label`) })}
                style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}
              >
                <ChevronDown size={16} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {options.map((option) => (
                <Menu.Item
                  key={option}
                  onClick={() =>
                    toast.info(
                      t('dropdowns.split.done', { action: t(`dropdowns.split.${option}`) }),
                    )
                  }
                >
                  {t(`dropdowns.split.${option}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      ))}
    </Group>
  );
}
