import { Input, Skeleton, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { LazyBoundary, lazyPiece } from '@/components/query-state/lazy-piece';
import { htmlToText } from '@/components/safe-html/text';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { HtmlPreview } from './html-preview';

// The app's one editor, in its own chunk: the page draws first, the editor when it arrives.
const RichTextEditor = lazyPiece(() => import('@/components/rich-text/rich-text-editor'));

interface EditorExampleProps {
  label: string;
  description: string;
  initialHtml: string;
  placeholder: string;
  /** Section headings in the toolbar. */
  headings?: boolean;
  /** A short text's toolbar: bold, italic, lists, link. */
  toolbar?: 'full' | 'minimal';
  minHeight: number;
  /** A limit on the text's characters, said under the editor (and an error past it). */
  maxChars?: number;
}

/** The editor, the count of characters written, and the sanitised preview of its HTML. */
export function EditorExample({
  label,
  description,
  initialHtml,
  placeholder,
  headings = false,
  toolbar = 'full',
  minHeight,
  maxChars,
}: EditorExampleProps) {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const id = useId();
  const [html, setHtml] = useState(initialHtml);
  const count = useMemo(() => [...htmlToText(html)].length, [html]);
  const over = maxChars !== undefined && count > maxChars;
  const error = over ? t('editor.tooLong', { max: format.number(maxChars) }) : undefined;
  return (
    <>
      <Input.Wrapper
        label={label}
        description={description}
        error={error}
        errorProps={{ id: `${id}-error` }}
        labelElement="div"
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      >
        <div style={{ marginBlockStart: 6 }}>
          <LazyBoundary fallback={<Skeleton height={minHeight + 48} radius="sm" />}>
            <RichTextEditor
              initialHtml={initialHtml}
              onChange={setHtml}
              label={label}
              placeholder={placeholder}
              minHeight={minHeight}
              headings={headings}
              toolbar={toolbar}
              errorId={error ? `${id}-error` : undefined}
            />
          </LazyBoundary>
        </div>
      </Input.Wrapper>
      <Text size="xs" c="dimmed" mt={4} ta="end" aria-live="polite">
        {maxChars === undefined
          ? t('editor.count', { count, formatted: format.number(count) })
          : t('editor.countOf', {
              count,
              formatted: format.number(count),
              max: format.number(maxChars),
            })}
      </Text>
      <HtmlPreview html={html} />
    </>
  );
}
