import RichTextEditor from '@/components/rich-text/rich-text-editor';
import { useTranslation } from '@/lib/i18n-react';

interface BodyEditorProps {
  /** The HTML the editor starts from (a kept draft, a quoted reply). */
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * The message body: the app's rich-text editor. Loaded on its own when the compose first
 * opens, so the mailbox does not carry the editor.
 */
export default function BodyEditor({ initialHtml, onChange }: BodyEditorProps) {
  const { t } = useTranslation('email');
  return (
    <RichTextEditor
      initialHtml={initialHtml}
      onChange={onChange}
      label={t('compose.body')}
      placeholder={t('compose.bodyPlaceholder')}
    />
  );
}
