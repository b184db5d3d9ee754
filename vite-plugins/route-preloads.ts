import { join, relative } from 'node:path';
import type { Manifest, ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { forgetParsedSources, staticNamespaces, type Resolve } from './page-namespaces.ts';

/**
 * What each page of the catalogue needs before it can show its data: its chunk and its
 * imports, its prefetch, the providers and frame around it, its translations and those of
 * the frame, and the demo handlers of its calls. The boot script (prerender-boot.ts) asks
 * for them with the entry, so a page loads in one round of requests instead of a chain.
 * The catalogue itself says which module each route loads, nothing is listed twice.
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

/**
 * The manifest with a key for every module the build put into a chunk it does not name
 * after that module. Vite keys a chunk by the module that starts it (a page, a lazy piece);
 * a module that a chunk group took in (vite-plugins/chunk-groups.ts: the frame's lazy parts,
 * its translations, the demo resolver) has no key of its own, and its loader would find
 * nothing to preload. `modules` is each chunk's modules, by file, as the bundle lists them.
 */
export function withModuleKeys(
  manifest: Manifest,
  modules: ReadonlyMap<string, readonly string[]>,
): Manifest {
  const byFile = new Map(Object.values(manifest).map((item) => [item.file, item]));
  const aliases: Manifest = {};
  for (const [file, ids] of modules) {
    const item = byFile.get(file);
    if (!item) continue;
    for (const id of ids) if (!manifest[id]) aliases[id] = item;
  }
  return { ...aliases, ...manifest };
}

function closure(manifest: Manifest, key: string | undefined, seen: Set<string>) {
  if (!key || seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * The module a loader `() => import('…')` loads, as a manifest key, from the loader's code as
 * Vite's server rendering rewrote it (`() => __vite_ssr_dynamic_import__("/src/…")`), and
 * whether that is all it does (`plain`; else it maps the module, `import(…).then(…)`).
 */
const DYNAMIC_IMPORT = /__vite_ssr_dynamic_import__\(\s*"\/([^"?]+)"\s*\)/g;
const PLAIN_LOADER = /^\s*(?:async\s*)?\(\s*\)\s*=>\s*__vite_ssr_dynamic_import__\([^()]*\)\s*$/;

export function loaderTarget(loader: () => unknown): { key: string; plain: boolean } | undefined {
  const code = loader.toString();
  const imports = [...code.matchAll(DYNAMIC_IMPORT)];
  const key = imports[0]?.[1];
  return imports.length === 1 && key ? { key, plain: PLAIN_LOADER.test(code) } : undefined;
}

/**
 * Reads the catalogue once (its own module, the demo features' and the frame's namespaces,
 * through Vite's server rendering: a few small modules), then each route from what the
 * client build already knows: the module each loader imports, read from the loader's code
 * and looked up in the manifest, and the page's namespaces read from its source
 * (page-namespaces.ts). A page is loaded (run through server rendering, with everything it
 * imports) only when one of those cannot be read that way: a loader that does more than
 * import, namespaces computed at run time. `loaded` lists them.
 */
export async function readRoutes(
  server: ViteDevServer,
  runner: ModuleRunner,
  root: string,
  manifest: Manifest,
  warn: (message: string) => void,
) {
  const { builtEntries } = await runner.import<{ builtEntries: CatalogueEntry[] }>(
    '/src/app/catalogue/index.ts',
  );
  const { demoFeatures } = await runner.import<{ demoFeatures: DemoFeature[] }>(
    '/src/mocks/features.ts',
  );
  const { LAYOUT_NAMESPACES } = await runner.import<{ LAYOUT_NAMESPACES: readonly string[] }>(
    '/src/app/router.tsx',
  );
  const resolver = server.environments.ssr.pluginContainer;
  const resolve: Resolve = async (specifier, importer) =>
    (await resolver.resolveId(specifier, importer))?.id;

  /** The modules that had to be loaded (run) to be read. */
  const loaded = new Set<string>();
  /** The source file a loaded module came from, as the manifest names it. */
  const keyOf = (module: unknown) => {
    for (const node of runner.evaluatedModules.idToModuleMap.values()) {
      if (node.exports === module && node.file) return relative(root, node.file);
    }
    return undefined;
  };
  /** The manifest key of what `loader` imports: from its code, or by loading it. */
  const moduleOf = async (loader: () => Promise<unknown>) => {
    const target = loaderTarget(loader);
    if (target && manifest[target.key]) return target.key;
    const key = keyOf(await loader());
    loaded.add(key ?? loader.toString());
    return key;
  };
  /** A page's namespaces: from its source when its loader only imports it, or by loading it. */
  const namespacesOf = async (key: string | undefined, load: CatalogueEntry['load']) => {
    const found =
      key && loaderTarget(load)?.plain
        ? await staticNamespaces(join(root, key), resolve)
        : undefined;
    if (found) return found;
    loaded.add(key ?? load.toString());
    return (await load()).namespaces ?? [];
  };
  const featureKeys = new Map<DemoFeature, Promise<string | undefined>>();
  /** The demo chunks of the features that answer these calls. */
  const demoKeys = async (calls: string[]) => {
    const keys = ['src/mocks/resolver.ts'];
    for (const feature of demoFeatures) {
      if (calls.some((call) => feature.answers(new URL(call, 'http://localhost')))) {
        if (!featureKeys.has(feature)) featureKeys.set(feature, moduleOf(feature.module));
        keys.push((await featureKeys.get(feature)) ?? '');
      }
    }
    return keys;
  };

  // A watch-mode rebuild must see the files as they are now.
  forgetParsedSources();
  const routes = [];
  for (const entry of builtEntries) {
    try {
      const page = await moduleOf(entry.load);
      const prefetch = entry.prefetch ? await moduleOf(entry.prefetch) : undefined;
      const vertical = entry.layout === 'vertical';
      routes.push({
        entry,
        keys: [
          page,
          prefetch,
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
        namespaces: [
          ...(await namespacesOf(page, entry.load)),
          ...(vertical ? LAYOUT_NAMESPACES : []),
        ],
      });
    } catch (error) {
      warn(`No preloads for ${entry.path}: ${String(error)}`);
    }
  }
  return { routes, loaded: [...loaded] };
}

export function routePreloads(
  manifest: Manifest,
  routes: Awaited<ReturnType<typeof readRoutes>>['routes'],
  languages: readonly string[],
  base: string,
): RoutePreload[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = closure(manifest, entry, new Set());
  const entryFiles = new Set([...inEntry].map((key) => manifest[key]?.file));
  const entryCss = new Set([...inEntry].flatMap((key) => manifest[key]?.css ?? []));
  const files = (keys: Iterable<string | undefined>) => {
    const seen = new Set<string>();
    for (const key of keys) closure(manifest, key, seen);
    // By file: two modules of one chunk are two keys of the same file.
    const outside = [...seen].filter((key) => !entryFiles.has(manifest[key]?.file));
    // The chunks, then their stylesheets: a lazy chunk's CSS is otherwise only asked for
    // once the framework has run, a round trip after everything else.
    const scripts = outside
      .map((key) => manifest[key]?.file ?? '')
      .filter((f) => f.endsWith('.js'));
    const styles = outside
      .flatMap((key) => manifest[key]?.css ?? [])
      .filter((f) => !entryCss.has(f));
    return [...new Set(scripts), ...new Set(styles)].map((file) => `${base}${file}`);
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
