import { fileURLToPath } from 'node:url';
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

function perPass<T>(store: WeakMap<ModuleInfo, T>, ctx: ChunkingContext, make: () => T) {
  const entry = ctx.getModuleInfo(ENTRY);
  if (!entry) return undefined;
  let known = store.get(entry);
  if (known === undefined) store.set(entry, (known = make()));
  return known;
}

/** The modules `from` imports, at any depth: statically only, or through `import()` too. */
function reach(ctx: ChunkingContext, from: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (seen.has(at)) continue;
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

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/**
 * The names a module imports from `specifier` (`import { A, B as C } from '…'`): what the
 * graph cannot say of a package imported through its index, which "imports" all of it.
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
