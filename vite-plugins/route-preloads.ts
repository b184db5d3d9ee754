import { relative } from 'node:path';
import type { Manifest, ViteDevServer } from 'vite';

/**
 * What each page of the catalogue needs before it can show its data: its chunk and its
 * imports, its prefetch, the providers and frame around it, its translations and those of
 * the frame, and the demo handlers of its calls. The boot script (prerender-boot.ts) asks
 * for them with the entry, so a page loads in one round of requests instead of a chain.
 * Read through Vite's server rendering: the catalogue itself says which module each route
 * loads, nothing is listed twice.
 */
export interface RoutePreload {
  /** `location.pathname` matches this (a route pattern turned into a regular expression). */
  pattern: string;
  /** Whether the preloads are for a signed-in visitor (private pages) or a signed-out one. */
  access: string;
  /** What every visitor needs, and the translations of each language. */
  files: { shared: string[]; languages: Record<string, string[]> };
}

interface CatalogueEntry {
  id: string;
  path: string;
  link: string;
  access: string;
  layout: string;
  load: () => Promise<{ namespaces?: readonly string[] }>;
  prefetch?: () => Promise<unknown>;
  calls?: readonly string[];
}
interface DemoFeature {
  answers: (url: URL) => boolean;
  module: () => Promise<unknown>;
}

/** The signed-in frame's chunk and what it calls on every page (the bookmarks bar). */
const FRAME = 'src/app/layouts/vertical-layout.tsx';
const FRAME_CALLS = ['/api/bookmarks/data'];

/** `/apps/invoice/preview/:id?` → `^/apps/invoice/preview(?:/[^/]+)?/?$`; `*` matches the rest. */
export function routePattern(path: string): string {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return '(?:/.*)?';
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return `^${parts.join('') || '/'}/?$`;
}

function closure(manifest: Manifest, key: string | undefined, seen: Set<string>) {
  if (!key || seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

export async function readRoutes(
  server: ViteDevServer,
  root: string,
  warn: (message: string) => void,
) {
  const { builtEntries } = (await server.ssrLoadModule('/src/app/catalogue/index.ts')) as {
    builtEntries: CatalogueEntry[];
  };
  const { demoFeatures } = (await server.ssrLoadModule('/src/mocks/features.ts')) as {
    demoFeatures: DemoFeature[];
  };
  const { LAYOUT_NAMESPACES } = (await server.ssrLoadModule('/src/app/router.tsx')) as {
    LAYOUT_NAMESPACES: readonly string[];
  };
  /** The source file a loaded module came from, as the manifest names it. */
  const keyOf = (module: unknown) => {
    for (const node of server.moduleGraph.idToModuleMap.values()) {
      if (node.ssrModule === module && node.file) return relative(root, node.file);
    }
    return undefined;
  };
  /** The demo chunks of the features that answer these calls. */
  const demoKeys = async (calls: string[]) => {
    const keys = ['src/mocks/resolver.ts'];
    for (const feature of demoFeatures) {
      if (calls.some((call) => feature.answers(new URL(call, 'http://localhost')))) {
        keys.push(keyOf(await feature.module()) ?? '');
      }
    }
    return keys;
  };

  const routes = [];
  for (const entry of builtEntries) {
    try {
      const page = await entry.load();
      const prefetch = entry.prefetch ? await entry.prefetch() : undefined;
      const vertical = entry.layout === 'vertical';
      routes.push({
        entry,
        keys: [
          keyOf(page),
          prefetch ? keyOf(prefetch) : undefined,
          prefetch ? 'src/app/prefetch-runner.ts' : undefined,
          entry.access === 'guest' ? undefined : 'src/app/query-provider.tsx',
          entry.access === 'private' ? 'src/app/ability-guard.tsx' : undefined,
          vertical ? FRAME : undefined,
          ...(entry.access === 'guest'
            ? []
            : await demoKeys([
                ...(entry.calls ?? [`${entry.link.replace(/\/$/, '')}/`]),
                ...(vertical ? FRAME_CALLS : []),
              ])),
        ],
        namespaces: [...(page.namespaces ?? []), ...(vertical ? LAYOUT_NAMESPACES : [])],
      });
    } catch (error) {
      warn(`No preloads for ${entry.path}: ${String(error)}`);
    }
  }
  return routes;
}

export function routePreloads(
  manifest: Manifest,
  routes: Awaited<ReturnType<typeof readRoutes>>,
  languages: readonly string[],
  base: string,
): RoutePreload[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = closure(manifest, entry, new Set());
  const entryCss = new Set([...inEntry].flatMap((key) => manifest[key]?.css ?? []));
  const files = (keys: Iterable<string | undefined>) => {
    const seen = new Set<string>();
    for (const key of keys) closure(manifest, key, seen);
    const outside = [...seen].filter((key) => !inEntry.has(key));
    // The chunks, then their stylesheets: a lazy chunk's CSS is otherwise only asked for
    // once the framework has run, a round trip after everything else.
    const scripts = outside
      .map((key) => manifest[key]?.file ?? '')
      .filter((f) => f.endsWith('.js'));
    const styles = outside
      .flatMap((key) => manifest[key]?.css ?? [])
      .filter((f) => !entryCss.has(f));
    return [...scripts, ...new Set(styles)].map((file) => `${base}${file}`);
  };
  return routes.map(({ entry: page, keys, namespaces }) => {
    const shared = files(keys);
    const perLanguage = (language: string) =>
      files(namespaces.map((ns) => `src/locales/${language}/${ns}.json`)).filter(
        (file) => !shared.includes(file),
      );
    return {
      pattern: routePattern(page.path),
      access: page.access,
      files: {
        shared,
        languages: Object.fromEntries(
          languages.map((language) => [language, perLanguage(language)]),
        ),
      },
    };
  });
}
