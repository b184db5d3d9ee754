import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { EditorArea } from '../components/context-menu/editor-area';
import { FileList } from '../components/context-menu/file-list';

export const namespaces = ['extensions-interact'] as const;

/**
 * `/extensions/context-menu`: our own menus in place of the browser's, opened by a right-click
 * at the pointer or by Shift+F10 (or the ContextMenu key) at the focused element; Esc closes
 * them and the focus returns to where it was.
 */
export default function ContextMenuPage() {
  const { t } = useTranslation('extensions-interact');
  return (
    <CardGrid>
      <TitledCard title={t('contextMenu.files.title')} text={t('contextMenu.files.text')}>
        <FileList />
      </TitledCard>
      <TitledCard title={t('contextMenu.editor.title')} text={t('contextMenu.editor.text')}>
        <EditorArea />
      </TitledCard>
    </CardGrid>
  );
}
