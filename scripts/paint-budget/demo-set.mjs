/**
 * Which built files are the demo layer, read from Vite's manifest only, so that the same rule
 * holds for one demo chunk (today) and for one chunk per feature (after the split):
 *  - demo keys are sources under `src/mocks/`, `src/lib/demo/` or `src/features/<f>/demo/`;
 *  - app keys are every other entry or dynamic entry;
 *  - a demo file is reached statically from a demo key and from no app key;
 *  - its owners are the features whose own demo keys reach it (none: shared demo);
 *  - what the resolver reaches is the core every demo call needs (the accounts that decide
 *    who may call, the token check): shared, whichever feature also uses it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const CORE_KEY = 'src/mocks/resolver.ts';
const DEMO_KEY = /^src\/(mocks\/|lib\/demo\/|features\/([^/]+)\/demo\/)/;

/** The service worker script the demo registers: demo code, though not in the manifest. */
export const WORKER_FILE = 'mockServiceWorker.js';

function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

function filesOf(manifest, keys) {
  const files = new Set();
  for (const root of keys) {
    for (const key of closure(manifest, root)) files.add(manifest[key].file);
  }
  return files;
}

/** The path under which the build is served (Vite's `base`), read from the entry's script tag. */
function baseOf(dir, manifest) {
  const entry = Object.values(manifest).find((item) => item.isEntry);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  if (!entry) return '/';
  const escaped = entry.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`src="([^"]*?)${escaped}"`).exec(html);
  return match?.[1] || '/';
}

/**
 * Reads `dir`'s manifest: the demo files (each with its owners), the base path, and a function
 * from a resource URL to its file in the build (or null when it is not one of the build's files).
 */
export function readDemoSet(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const keys = Object.keys(manifest);
  const demoKeys = keys.filter((key) => DEMO_KEY.test(key));
  const appKeys = keys.filter(
    (key) => !DEMO_KEY.test(key) && (manifest[key].isEntry || manifest[key].isDynamicEntry),
  );
  const appFiles = filesOf(manifest, appKeys);

  /** @type {Map<string, Set<string>>} demo file → owning features */
  const demo = new Map();
  for (const key of demoKeys) {
    const feature = DEMO_KEY.exec(key)?.[2];
    for (const file of filesOf(manifest, [key])) {
      if (appFiles.has(file)) continue;
      if (!demo.has(file)) demo.set(file, new Set());
      if (feature) demo.get(file)?.add(feature);
    }
  }
  for (const file of filesOf(manifest, [CORE_KEY])) demo.get(file)?.clear();
  demo.set(WORKER_FILE, new Set());

  const base = baseOf(dir, manifest);
  const fileOf = (url) => {
    const path = new URL(url).pathname;
    return path.startsWith(base) ? decodeURIComponent(path.slice(base.length)) : null;
  };
  return {
    base,
    demoKeys,
    /** @type {Map<string, string[]>} */
    demo: new Map([...demo].map(([file, owners]) => [file, [...owners].sort()])),
    fileOf,
  };
}
