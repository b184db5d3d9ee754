import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every key used in code exists in `br` and in `en`, and the two languages hold the same
 * keys with the same {{placeholders}}.
 */
type Tree = { [key: string]: string | string[] | Tree };

const localesDir = join(process.cwd(), 'src/locales');
const srcDir = join(process.cwd(), 'src');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    // A list is one key (read with returnObjects); its items must be there in both languages.
    else if (Array.isArray(value)) out.set(path, value.length > 0 ? value.join(' | ') : '');
    else flatten(value, path).forEach((text, nested) => out.set(nested, text));
  }
  return out;
}

const namespaces = readdirSync(join(localesDir, 'br'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const keys = (language: string, ns: string) =>
  flatten(read(join(localesDir, language, `${ns}.json`)));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const hasKey = (table: Map<string, string>, key: string) =>
  table.has(key) || table.has(`${key}_one`) || table.has(`${key}_other`);

describe('translations', () => {
  it('has the same namespaces in br and en', () => {
    const en = readdirSync(join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));
    expect(en.sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('holds the same keys and placeholders in br and en (%s)', (ns) => {
    const br = keys('br', ns);
    const en = keys('en', ns);
    expect([...en.keys()].sort()).toEqual([...br.keys()].sort());
    for (const [key, text] of br) {
      expect(placeholders(en.get(key) ?? ''), `${ns}:${key}`).toEqual(placeholders(text));
      expect(text.trim(), `${ns}:${key} is empty`).not.toBe('');
    }
  });

  it('knows every key the code uses, in both languages', () => {
    const tables = Object.fromEntries(
      ['br', 'en'].map((language) => [
        language,
        Object.fromEntries(namespaces.map((ns) => [ns, keys(language, ns)])),
      ]),
    ) as Record<string, Record<string, Map<string, string>>>;
    const missing: string[] = [];
    let checked = 0;

    for (const file of sourceFiles(srcDir)) {
      const code = readFileSync(file, 'utf8');
      const fileNamespaces = new Set<string>();
      for (const match of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
        const names = [...(match[1] ?? "'common'").matchAll(/'([\w-]+)'/g)].map((m) => m[1] ?? '');
        names.forEach((name) => fileNamespaces.add(name));
        if (names.length === 0) fileNamespaces.add('common');
      }
      if (/\bi18n\.t\(/.test(code)) fileNamespaces.add('common');
      for (const match of code.matchAll(/\bt\(\s*'([^'$]+)'/g)) {
        const raw = match[1] ?? '';
        const [ns, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [null, raw];
        const candidates = ns ? [ns] : [...fileNamespaces];
        checked += 1;
        for (const language of ['br', 'en']) {
          const found = candidates.some((name) => {
            const table = tables[language]?.[name];
            return table ? hasKey(table, key) : false;
          });
          if (!found) missing.push(`${relative(srcDir, file)}: ${language} lacks "${raw}"`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
