import '@mantine/tiptap/styles.layer.css';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Placeholder from '@tiptap/extension-placeholder';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './compose.module.css';

interface BodyEditorProps {
  /** The HTML the editor starts from (a kept draft, a quoted reply). */
  initialHtml: string;
  onChange: (html: string) => void;
}

const controls = [
  'bold',
  'italic',
  'underline',
  'strike',
  'clearFormatting',
  'bulletList',
  'orderedList',
  'blockquote',
  'link',
  'unlink',
  'undo',
  'redo',
] as const;

/**
 * The message body: Mantine's Tiptap editor with the formatting an e-mail needs. Loaded
 * on its own when the compose first opens, so the mailbox does not carry the editor.
 */
export default function BodyEditor({ initialHtml, onChange }: BodyEditorProps) {
  const { t, i18n } = useTranslation('email');
  const editor = useEditor({
    extensions: [
      // The starter kit's own link is replaced by Mantine's (Ctrl+K opens its link editor).
      StarterKit.configure({ link: false }),
      Link,
      Placeholder.configure({ placeholder: t('compose.bodyPlaceholder') }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('compose.body'),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const labels = useMemo(() => {
    const entries: Partial<RichTextEditorLabels> = {
      linkEditorInputLabel: t('compose.editor.linkInput'),
      linkEditorInputPlaceholder: t('compose.editor.linkPlaceholder'),
      linkEditorExternalLink: t('compose.editor.linkExternal'),
      linkEditorInternalLink: t('compose.editor.linkInternal'),
      linkEditorSave: t('compose.editor.linkSave'),
    };
    for (const control of controls)
      entries[`${control}ControlLabel`] = t(`compose.editor.${control}`);
    return entries;
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with i18n.language
  }, [i18n.language]);

  return (
    <RichTextEditor editor={editor} labels={labels} className={classes.editor}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
