import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticNamespaces } from './page-namespaces.ts';

/** Source files in a folder of their own; `@/x` and `./x` resolve to `x.ts` or `x.tsx` there. */
function project(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'page-namespaces-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  const resolve = (specifier: string, importer: string) => {
    const base = specifier.startsWith('@/')
      ? join(root, specifier.slice(2))
      : join(dirname(importer), specifier);
    const name = ['.ts', '.tsx'].map((ext) => base + ext).find((file) => file in byPath);
    return Promise.resolve(name);
  };
  const byPath = Object.fromEntries(Object.keys(files).map((name) => [join(root, name), true]));
  return { read: (name: string) => staticNamespaces(join(root, name), resolve) };
}

describe("a page's namespaces, read from its source", () => {
  it('reads literals, and constants of the file or of a module it imports', async () => {
    const { read } = project({
      'dnd.ts': "export const DND_NAMESPACE = 'dnd';",
      'pages/todo.tsx': [
        "import { DND_NAMESPACE as DND } from '@/dnd';",
        "const EDITOR = 'editor' as const;",
        "export const namespaces = ['todo', DND, EDITOR] as const;",
        'export default function Todo() { return <p />; }',
      ].join('\n'),
    });
    await expect(read('pages/todo.tsx')).resolves.toEqual(['todo', 'dnd', 'editor']);
  });

  it('follows a re-export, and gives none to a page that has none', async () => {
    const { read } = project({
      'shared.ts': "export const namespaces = ['auth'];",
      'pages/a.tsx': "export { namespaces } from '../shared';\nexport default () => null;",
      'pages/b.tsx': 'export default function B() { return null; }',
    });
    await expect(read('pages/a.tsx')).resolves.toEqual(['auth']);
    await expect(read('pages/b.tsx')).resolves.toEqual([]);
  });

  it('says it cannot tell when the list is computed, or may come from elsewhere', async () => {
    const { read } = project({
      'pages/a.tsx': "export const namespaces = ['a', ...more()];",
      'pages/b.tsx': "export const namespaces = ['b'].concat(['c']);",
      'pages/c.tsx': "export * from './a';",
      'pages/d.tsx': "import { missing } from './nowhere';\nexport const namespaces = [missing];",
    });
    for (const page of ['pages/a.tsx', 'pages/b.tsx', 'pages/c.tsx', 'pages/d.tsx']) {
      await expect(read(page)).resolves.toBeUndefined();
    }
  });
});
