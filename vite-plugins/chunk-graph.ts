import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import type { ChunkingContext, ModuleInfo } from 'rolldown';

/**
 * What the chunk groups (chunk-groups.ts) ask of the module graph: which modules the entry
 * runs, which a signed-out page runs, which are loaded on demand. Each answer is computed once
 * per chunking pass (keyed by the entry's `ModuleInfo`, new on every build).
 */

/** The entry, as the bundler names modules (absolute paths). */
const ENTRY = fileURLToPath(new URL('../src/main.tsx', import.meta.url));

/** The pages a signed-out visitor opens (sign-in, register, recovery, the error pages).
 * The access-control page lives with the sign-in pages but is signed-in only. */
const SIGNED_OUT_PAGE =
  /[\\/]src[\\/]features[\\/](auth[\\/]pages[\\/](?!access-control)|misc[\\/]pages[\\/])/;

/** The route catalogue, which loads every page: not an area that borrows them. (The demo
 * registry is: a feature's demo handlers answer other areas' pages too, the dashboard's.) */
const CATALOGUE = /[\\/]src[\\/]app[\\/]catalogue[\\/]/;
/** Our source, not a library's. */
const OWN_SOURCE = /[\\/]src[\\/]/;

function perPass<T>(store: WeakMap<ModuleInfo, T>, ctx: ChunkingContext, make: () => T) {
  const entry = ctx.getModuleInfo(ENTRY);
  if (!entry) return undefined;
  let known = store.get(entry);
  if (known === undefined) store.set(entry, (known = make()));
  return known;
}

/** The modules `from` imports, at any depth: statically only, or through `import()` too. */
function reach(
  ctx: ChunkingContext,
  from: string[],
  dynamic: boolean,
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (seen.has(at) || stop(at)) continue;
    seen.add(at);
    const info = ctx.getModuleInfo(at);
    stack.push(...(info?.importedIds ?? []));
    if (dynamic) stack.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

const closures = new WeakMap<ModuleInfo, Set<string>>();

/** Every module the entry imports, directly or not, with no dynamic `import()` on the way. */
export function bootModules(ctx: ChunkingContext): Set<string> {
  return perPass(closures, ctx, () => reach(ctx, [ENTRY], false)) ?? new Set();
}

/** Our modules the entry imports statically (the `boot` group), not the entry itself. */
export const isBoot = (ctx: ChunkingContext, id: string) =>
  id !== ENTRY && bootModules(ctx).has(id);

const signedOutSets = new WeakMap<ModuleInfo, Set<string>>();

/** Whether a signed-out page imports the module, at any depth, statically. */
export function usedSignedOut(ctx: ChunkingContext, id: string): boolean {
  const used = perPass(signedOutSets, ctx, () => {
    const pages = [...reach(ctx, [ENTRY], true)].filter((at) => SIGNED_OUT_PAGE.test(at));
    return reach(ctx, pages, false);
  });
  return used ? used.has(id) : true;
}

/** A module some `import()` loads: a page, a lazy piece, a translation, a demo feature. */
export const loadedOnDemand = (ctx: ChunkingContext, id: string) =>
  (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

/**
 * Whether every module `id` imports statically, at any depth, is `inside`, not counting what
 * `elsewhere` has (the walk stops there).
 */
export function importsOnly(
  ctx: ChunkingContext,
  id: string,
  inside: (dep: string) => boolean,
  elsewhere: (dep: string) => boolean,
): boolean {
  const seen = new Set<string>();
  const stack = [...(ctx.getModuleInfo(id)?.importedIds ?? [])];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (seen.has(at) || elsewhere(at)) continue;
    if (!inside(at)) return false;
    seen.add(at);
    stack.push(...(ctx.getModuleInfo(at)?.importedIds ?? []));
  }
  return true;
}

const NAMED_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/**
 * The names a module imports from `specifier` (`import { A, B as C } from '…'`, or passes on:
 * `export { A } from '…'`): what the graph cannot say of a package imported through its
 * index, which "imports" all of it.
 */
export function namedImports(ctx: ChunkingContext, id: string, specifier: string): string[] {
  const code = ctx.getModuleInfo(id)?.code ?? '';
  const names: string[] = [];
  for (const [, list = '', from] of code.matchAll(NAMED_IMPORT)) {
    if (from !== specifier) continue;
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/** The directory of a `@mantine/core` component (`…/components/Menu/MenuItem/…` → `Menu`). */
const MANTINE_COMPONENT = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([A-Za-z]+)[\\/]/;
export const mantineComponent = (id: string) => MANTINE_COMPONENT.exec(id)?.[1];
/** Mantine's index "imports" every component: the walk below reads names instead. */
const MANTINE_INDEX = /@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/;

const wideSets = new WeakMap<ModuleInfo, Set<string>>();

/**
 * The `@mantine/core` names that what runs on every page imports: the entry, the signed-out
 * pages and `frame(id)`'s members, with what they import statically (a component's own
 * parts, `Menu`'s popover, come with it through the bundler's graph). Another
 * component (the rich-text editor's colour picker, the customizer's switches, the data
 * table's empty state) belongs with the pieces that use it, not in every page's file.
 */
export function wideMantine(ctx: ChunkingContext, frame: (id: string) => boolean): Set<string> {
  return (
    perPass(wideSets, ctx, () => {
      const everything = reach(ctx, [ENTRY], true);
      const roots = [...everything].filter(
        (at) => at === ENTRY || SIGNED_OUT_PAGE.test(at) || frame(at),
      );
      const names = new Set<string>();
      for (const at of reach(ctx, roots, false, (id) => MANTINE_INDEX.test(id))) {
        for (const name of namedImports(ctx, at, '@mantine/core')) names.add(name);
      }
      return names;
    }) ?? new Set()
  );
}

const lentSets = new WeakMap<ModuleInfo, Set<string>>();

/**
 * Our modules that a page or piece of another area imports statically (a dashboard's cards
 * from `features/cards`, its invoices table from `features/invoice`): `areaOf` names a
 * module's area (a feature), or none. A module another area loads on demand is lent with
 * what it imports. The walk stays in our own code.
 */
export function lentModules(
  ctx: ChunkingContext,
  areaOf: (id: string) => string | undefined,
): Set<string> {
  return (
    perPass(lentSets, ctx, () => {
      const lent = new Set<string>();
      const notOurs = (id: string) => !OWN_SOURCE.test(id);
      const roots = [...reach(ctx, [ENTRY], true, notOurs)].filter(
        (at) => at === ENTRY || loadedOnDemand(ctx, at),
      );
      for (const root of roots) {
        // A piece another area loads on demand (the dashboard's invoices table) is lent whole.
        const importers = ctx.getModuleInfo(root)?.dynamicImporters ?? [];
        const borrowed = importers.some((by) => !CATALOGUE.test(by) && areaOf(by) !== areaOf(root));
        const area = borrowed ? undefined : areaOf(root);
        for (const at of reach(ctx, [root], false, notOurs)) {
          const own = areaOf(at);
          if (own !== undefined && own !== area) lent.add(at);
        }
      }
      return lent;
    }) ?? new Set()
  );
}

/** lucide-react's index: which icon file each exported name (aliases too) is. */
const ICON_INDEX = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g;
let iconFiles: Map<string, string> | undefined;
function iconFileOf(name: string): string | undefined {
  if (!iconFiles) {
    iconFiles = new Map();
    const index = fileURLToPath(
      new URL('../node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
    );
    for (const [, list = '', file = ''] of readFileSync(index, 'utf8').matchAll(ICON_INDEX)) {
      for (const part of list.split(',')) {
        const alias = part.split(/\s+as\s+/)[1]?.trim();
        if (alias) iconFiles.set(alias, file);
      }
    }
  }
  return iconFiles.get(name);
}

const iconAreaSets = new WeakMap<ModuleInfo, Map<string, Set<string>>>();

/**
 * The areas that draw each lucide icon (its file name, `circle-question-mark`): `areaOf` names
 * a module's area (a feature), `shared` for our other modules (the frame, shared pieces). Read
 * from the names our modules import, as the package's index hides who uses which icon.
 */
export function iconAreas(
  ctx: ChunkingContext,
  areaOf: (id: string) => string | undefined,
): Map<string, Set<string>> {
  return (
    perPass(iconAreaSets, ctx, () => {
      const areas = new Map<string, Set<string>>();
      for (const at of reach(ctx, [ENTRY], true)) {
        if (!OWN_SOURCE.test(at) || CATALOGUE.test(at)) continue;
        for (const name of namedImports(ctx, at, 'lucide-react')) {
          const file = iconFileOf(name);
          if (!file) continue;
          const set = areas.get(file) ?? new Set<string>();
          set.add(areaOf(at) ?? 'shared');
          areas.set(file, set);
        }
      }
      return areas;
    }) ?? new Map<string, Set<string>>()
  );
}
