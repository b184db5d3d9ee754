import { CardGrid } from '@/components/section-card/card-grid';
import { FullEditorCard, ShortEditorCard } from '../components/editor/editor-cards';

// The editor's toolbar words load with the page; the editor itself when it is drawn.
export const namespaces = ['form-pickers', 'editor'] as const;

/**
 * `/forms/elements/editor`: the app's rich-text editor (loaded on its own) with its whole
 * toolbar and the minimal one, each with the count of characters written and the sanitised
 * preview of the HTML it writes.
 */
export default function EditorPage() {
  return (
    <CardGrid>
      <FullEditorCard />
      <ShortEditorCard />
    </CardGrid>
  );
}
