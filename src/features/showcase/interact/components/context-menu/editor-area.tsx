import { Menu, Text, Textarea } from '@mantine/core';
import { CalendarPlus, ClipboardPaste, Copy, Scissors, TextSelect } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { ContextMenu, isContextMenuKey, useContextMenu } from './use-context-menu';

const icon = (Icon: typeof Copy) => <Icon size={16} aria-hidden="true" />;

/** Writes to the system clipboard when the browser lets the page; the editor keeps its own copy. */
const toSystemClipboard = (text: string) => {
  void navigator.clipboard?.writeText(text).catch(() => undefined);
};

/**
 * A note's text with the editor's own menu: Recortar, Copiar, Colar (the editor's clipboard),
 * Selecionar tudo and Inserir data de hoje; right-click, Shift+F10 or the ContextMenu key.
 */
export function EditorArea() {
  const { t } = useTranslation('extensions-interact');
  const format = useFormat();
  const menu = useContextMenu<'editor'>();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => t('contextMenu.editor.initial'));
  const [clipboard, setClipboard] = useState('');
  // The selection when the menu opened: what Recortar and Copiar take, what Colar replaces.
  const [selection, setSelection] = useState({ start: 0, end: 0 });

  const remember = () => {
    const element = area.current;
    if (element) setSelection({ start: element.selectionStart, end: element.selectionEnd });
  };
  const trigger = menu.triggerProps('editor');
  const selected = () => text.slice(selection.start, selection.end);

  const replaceSelection = (insert: string) => {
    const { start, end } = selection;
    setText(text.slice(0, start) + insert + text.slice(end));
    const caret = start + insert.length;
    window.requestAnimationFrame(() => area.current?.setSelectionRange(caret, caret));
  };

  const copy = (cut: boolean) => {
    const part = selected();
    setClipboard(part);
    toSystemClipboard(part);
    if (cut) replaceSelection('');
    toast.success(
      t(cut ? 'contextMenu.editor.cutDone' : 'contextMenu.editor.copied', { count: part.length }),
    );
  };

  const hasSelection = selection.end > selection.start;

  return (
    <>
      <Textarea
        ref={area}
        label={t('contextMenu.editor.label')}
        description={t('contextMenu.editor.hint')}
        autosize
        minRows={5}
        maxRows={10}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-keyshortcuts="Shift+F10"
        onContextMenu={(event) => {
          remember();
          trigger.onContextMenu(event);
        }}
        onKeyDown={(event) => {
          if (isContextMenuKey(event)) remember();
          trigger.onKeyDown(event);
        }}
      />
      <Text size="xs" c="dimmed" mt={6} aria-live="polite">
        {clipboard
          ? t('contextMenu.editor.clipboard', { count: clipboard.length })
          : t('contextMenu.editor.clipboardEmpty')}
      </Text>
      <ContextMenu menu={menu} label={() => t('contextMenu.editor.menuLabel')}>
        {() => (
          <>
            <Menu.Item
              // The focus goes to the first item that can act (the trap would pick a disabled one).
              data-autofocus={hasSelection || undefined}
              leftSection={icon(Scissors)}
              disabled={!hasSelection}
              onClick={() => copy(true)}
            >
              {t('contextMenu.editor.cut')}
            </Menu.Item>
            <Menu.Item
              leftSection={icon(Copy)}
              disabled={!hasSelection}
              onClick={() => copy(false)}
            >
              {t('contextMenu.editor.copy')}
            </Menu.Item>
            <Menu.Item
              data-autofocus={(!hasSelection && clipboard !== '') || undefined}
              leftSection={icon(ClipboardPaste)}
              disabled={clipboard === ''}
              onClick={() => replaceSelection(clipboard)}
            >
              {t('contextMenu.editor.paste')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              data-autofocus={(!hasSelection && clipboard === '') || undefined}
              leftSection={icon(TextSelect)}
              onClick={() => window.requestAnimationFrame(() => area.current?.select())}
            >
              {t('contextMenu.editor.selectAll')}
            </Menu.Item>
            <Menu.Item
              leftSection={icon(CalendarPlus)}
              onClick={() => replaceSelection(format.date(new Date(), { dateStyle: 'long' }))}
            >
              {t('contextMenu.editor.insertDate')}
            </Menu.Item>
          </>
        )}
      </ContextMenu>
    </>
  );
}
