import '@mantine/tiptap/styles.layer.css';
import { Link, RichTextEditor as Editor, type RichTextEditorLabels } from '@mantine/tiptap';
import Placeholder from '@tiptap/extension-placeholder';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Redo2, Undo2 } from 'lucide-react';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import classes from './rich-text-editor.module.css';

/** Pages with a rich-text field declare this namespace beside their own. */
export const EDITOR_NAMESPACE = 'editor';

export interface RichTextEditorProps {
  /** The HTML the editor starts from (a kept draft, a saved description). */
  initialHtml: string;
  /** The HTML as typed; `''` when the editor is empty. */
  onChange: (html: string) => void;
  /** The field's accessible name ("Mensagem", "Descrição"). */
  label: string;
  placeholder?: string;
  /** The writing area's least height in px (180 by default). */
  minHeight?: number;
  /** Set when the field's value is wrong: names the message beside it. */
  errorId?: string | undefined;
  /** Section headings (H2, H3) in the toolbar, for long texts such as articles. */
  headings?: boolean;
  /** `minimal`: bold, italic, lists and a link only, for a short text (a comment). */
  toolbar?: 'full' | 'minimal';
}

const controls = [
  'h2',
  'h3',
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

// Undo and redo are curved arrows along the reading direction: they turn in right to left.
// (Mantine's controls drop a `className`, so the icons carry it.)
const UndoIcon = ({ style }: { style: CSSProperties }) => (
  <Undo2 style={style} className="mirror-rtl" aria-hidden="true" />
);
const RedoIcon = ({ style }: { style: CSSProperties }) => (
  <Redo2 style={style} className="mirror-rtl" aria-hidden="true" />
);

/**
 * Rich text, the one editor of the app (email bodies, task descriptions): Mantine's Tiptap
 * editor with the formatting a message needs and its toolbar named in the active language.
 * Load it lazily (`lazyPiece`): the editor is heavy and no page needs it for its first paint.
 * What it writes is HTML: sanitise it (`SafeHtml`) wherever it is shown.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  label,
  placeholder,
  minHeight,
  errorId,
  headings = false,
  toolbar = 'full',
}: RichTextEditorProps) {
  const full = toolbar === 'full';
  const { t, i18n } = useTranslation('editor');
  const editor = useEditor({
    extensions: [
      // The starter kit's own link is replaced by Mantine's (Ctrl+K opens its link editor).
      StarterKit.configure({ link: false }),
      Link,
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(errorId && { 'aria-invalid': 'true', 'aria-describedby': errorId }),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const labels = useMemo(() => {
    const entries: Partial<RichTextEditorLabels> = {
      linkEditorInputLabel: t('toolbar.linkInput'),
      linkEditorInputPlaceholder: t('toolbar.linkPlaceholder'),
      linkEditorExternalLink: t('toolbar.linkExternal'),
      linkEditorInternalLink: t('toolbar.linkInternal'),
      linkEditorSave: t('toolbar.linkSave'),
    };
    for (const control of controls) entries[`${control}ControlLabel`] = t(`toolbar.${control}`);
    return entries;
    // The labels follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with i18n.language
  }, [i18n.language]);

  const style = minHeight ? ({ '--rich-text-min-height': `${minHeight}px` } as CSSProperties) : {};
  return (
    <Editor editor={editor} labels={labels} className={classes.editor} style={style}>
      <Editor.Toolbar>
        {headings && full && (
          <Editor.ControlsGroup>
            <Editor.H2 />
            <Editor.H3 />
          </Editor.ControlsGroup>
        )}
        <Editor.ControlsGroup>
          <Editor.Bold />
          <Editor.Italic />
          {full && <Editor.Underline />}
          {full && <Editor.Strikethrough />}
          {full && <Editor.ClearFormatting />}
        </Editor.ControlsGroup>
        <Editor.ControlsGroup>
          <Editor.BulletList />
          <Editor.OrderedList />
          {full && <Editor.Blockquote />}
        </Editor.ControlsGroup>
        <Editor.ControlsGroup>
          <Editor.Link />
          {full && <Editor.Unlink />}
        </Editor.ControlsGroup>
        {full && (
          <Editor.ControlsGroup>
            <Editor.Undo icon={UndoIcon} />
            <Editor.Redo icon={RedoIcon} />
          </Editor.ControlsGroup>
        )}
      </Editor.Toolbar>
      <Editor.Content />
    </Editor>
  );
}
