import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { EditorExample } from './editor-example';

/** Every control the editor has: section headings, text styles, lists, quote, links, undo. */
export function FullEditorCard() {
  const { t } = useTranslation('form-pickers');
  // The sample text is in the page's language: another language starts it again.
  const { language } = useFormat();
  return (
    <TitledCard title={t('editor.full.title')} text={t('editor.full.text')}>
      <EditorExample
        key={language}
        label={t('editor.full.label')}
        description={t('editor.full.hint')}
        initialHtml={t('editor.full.initial')}
        placeholder={t('editor.full.placeholder')}
        headings
        minHeight={220}
      />
    </TitledCard>
  );
}

const COMMENT_LIMIT = 280;

/** The editor without section headings, for a short text with a limit on its length. */
export function ShortEditorCard() {
  const { t } = useTranslation('form-pickers');
  // The sample text is in the page's language: another language starts it again.
  const { language } = useFormat();
  return (
    <TitledCard title={t('editor.short.title')} text={t('editor.short.text')}>
      <EditorExample
        key={language}
        label={t('editor.short.label')}
        description={t('editor.short.hint', { max: COMMENT_LIMIT })}
        initialHtml={t('editor.short.initial')}
        placeholder={t('editor.short.placeholder')}
        minHeight={120}
        toolbar="minimal"
        maxChars={COMMENT_LIMIT}
      />
    </TitledCard>
  );
}
