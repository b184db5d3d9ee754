import { readFileSync } from 'node:fs';
import { parseSync, type ESTree } from 'vite';

/**
 * A page module's `namespaces` export (the translations it needs), read from its source
 * instead of running it: running every page through Vite's server rendering to learn a few
 * strings took most of the build's prerender step, and grew with every page (each brought
 * its own modules and libraries into Node). Understood: an array of string literals, of
 * constants declared in the file or exported by a module it imports, written
 * `export const namespaces = [...] as const` or re-exported (`export { namespaces } from`).
 * Anything else gives `undefined`, and the caller loads the module instead.
 */
export type Resolve = (specifier: string, importer: string) => Promise<string | undefined>;

type Statement = ESTree.Program['body'][number];

// Parsed once per build: pages share the modules their constants come from.
const parsed = new Map<string, { source: string; body: Statement[] | undefined }>();

function read(file: string) {
  let entry = parsed.get(file);
  if (!entry) {
    let source = '';
    let body: Statement[] | undefined;
    try {
      source = readFileSync(file, 'utf8');
      const lang = /\.[cm]?tsx$/.test(file) ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : 'jsx';
      const result = parseSync(file, source, { lang });
      body = result.errors.length > 0 ? undefined : result.program.body;
    } catch {
      body = undefined;
    }
    entry = { source, body };
    parsed.set(file, entry);
  }
  return entry;
}

const program = (file: string) => read(file).body;

/** Forgets what was parsed (the next build reads the files again). */
export function forgetParsedSources(): void {
  parsed.clear();
}

/** `x as const`, `x satisfies T`, `(x)`: the expression inside. */
function unwrap(node: ESTree.Expression): ESTree.Expression {
  if (
    node.type === 'TSAsExpression' ||
    node.type === 'TSSatisfiesExpression' ||
    node.type === 'ParenthesizedExpression'
  ) {
    return unwrap(node.expression);
  }
  return node;
}

/** The initializer of `const name = …` in `body`, exported or not. */
function constant(body: Statement[], name: string): ESTree.Expression | undefined {
  for (const statement of body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.id.name === name && declarator.init) {
        return unwrap(declarator.init);
      }
    }
  }
  return undefined;
}

/** Where `name`, as the module in `file` sees it, comes from: a module and its exported name. */
function importOf(body: Statement[], local: string) {
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier' && specifier.local.name === local) {
        const { imported } = specifier;
        const name = imported.type === 'Identifier' ? imported.name : String(imported.value);
        return { from: String(statement.source.value), name };
      }
    }
  }
  return undefined;
}

/** Where a module re-exports `name` from (`export { name } from '…'`). */
function reExportOf(body: Statement[], name: string) {
  for (const statement of body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source) continue;
    for (const specifier of statement.specifiers) {
      const exported =
        specifier.exported.type === 'Identifier'
          ? specifier.exported.name
          : String(specifier.exported.value);
      if (exported !== name) continue;
      const local =
        specifier.local.type === 'Identifier'
          ? specifier.local.name
          : String(specifier.local.value);
      return { from: String(statement.source.value), name: local };
    }
  }
  return undefined;
}

/** The value of the constant `name` exported by (or declared in) `file`, when it is static. */
async function valueOf(
  file: string,
  name: string,
  resolve: Resolve,
  depth: number,
): Promise<unknown> {
  if (depth > 8) return undefined;
  const body = program(file);
  if (!body) return undefined;
  const init = constant(body, name);
  const follow = async (link: { from: string; name: string } | undefined) => {
    const target = link && (await resolve(link.from, file));
    return target && link ? valueOf(target, link.name, resolve, depth + 1) : undefined;
  };
  if (!init) return follow(reExportOf(body, name) ?? importOf(body, name));
  if (init.type === 'Literal' && typeof init.value === 'string') return init.value;
  if (init.type === 'Identifier') {
    return init.name === name ? undefined : valueOf(file, init.name, resolve, depth + 1);
  }
  if (init.type !== 'ArrayExpression') return undefined;
  const items: unknown[] = [];
  for (const element of init.elements) {
    if (element?.type === 'Literal' && typeof element.value === 'string') {
      items.push(element.value);
    } else if (element?.type === 'Identifier') {
      items.push(
        constant(body, element.name)
          ? await valueOf(file, element.name, resolve, depth + 1)
          : await follow(importOf(body, element.name)),
      );
    } else {
      return undefined;
    }
  }
  return items;
}

export async function staticNamespaces(
  file: string,
  resolve: Resolve,
): Promise<string[] | undefined> {
  const value = await valueOf(file, 'namespaces', resolve, 0);
  if (value === undefined) {
    // No such export at all (nothing named so, no `export *` that could bring it): none.
    const { source, body } = read(file);
    const absent =
      body?.every((statement) => statement.type !== 'ExportAllDeclaration') &&
      !/\bnamespaces\b/.test(source);
    return absent ? [] : undefined;
  }
  return Array.isArray(value) && value.every((item): item is string => typeof item === 'string')
    ? value
    : undefined;
}
