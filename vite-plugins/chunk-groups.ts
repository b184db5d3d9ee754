import { fileURLToPath } from 'node:url';
import type { ChunkingContext, ModuleInfo } from 'rolldown';

/**
 * How the build groups modules into chunks. Left to itself, the bundler makes one chunk per
 * set of pages sharing a module: with a hundred pages that is dozens of sub-kilobyte files
 * per page, and on a slow link each one costs a round trip (the paint budget measured 95
 * requests for the email page). A few layers instead, each one file:
 *
 *  - `framework`: React, the router, i18next and our i18n setup — every page runs on it;
 *  - `mantine`: the Mantine components the app uses, with their helpers — one file that every
 *    page shares and the browser keeps, instead of one per set of pages;
 *  - `mantine-pages`: the Mantine components only signed-in pages use (lists, pickers, tabs,
 *    timelines…), so that the sign-in page does not download them (they are a third of
 *    Mantine's bytes, and grew with every app);
 *  - `signed-in`: libraries every signed-in page runs on and the sign-in page does not —
 *    TanStack Query and CASL (our own helpers stay with their users: grouped, they pulled the
 *    catalogue and the session into a chunk the sign-in page then needed).
 *
 *  - `boot`: our modules the entry imports (one file, not six of under 2 KiB);
 *  - `kit`, `ui`, `demo`: our shared helpers, our small components and frame helpers, and the
 *    demo layer's core — each one file for the signed-in pages (the dashboard asked for 83
 *    files, 75 after; the mailbox 68, 36), never what a signed-out page imports;
 *
 *  - `icons`: the Lucide icons two or more pages share, with Lucide's own helper — they were
 *    thirty files of 200 bytes each, a round trip apiece (an icon only one page uses stays
 *    in that page's chunk).
 *
 * A group takes its members' dependencies with it (rolldown's default, which keeps modules in
 * their execution order), so only libraries whose imports stay inside the group are grouped.
 *
 * Mock Service Worker is left to the bundler: grouped, its service-worker half (loaded at idle)
 * would come with every page's first call. Each feature's handlers and sample data stay chunks
 * of their own (src/mocks/features.ts), and so do the pages and whatever only one page uses.
 */
const dirs = (root: string, names: string[]) =>
  new RegExp(`${root}[\\\\/](${names.join('|')})([\\\\/]|\\.tsx?$)`);

const FRAMEWORK = [
  dirs('node_modules', ['react', 'react-dom', 'scheduler', 'react-router', 'i18next']),
  /src[\\/]lib[\\/]i18n\.ts$/,
];
const MANTINE = [
  dirs('node_modules', [
    '@mantine[\\\\/](core|hooks|store)',
    '@floating-ui[\\\\/][a-z-]+',
    'clsx',
    'react-remove-scroll(-bar)?',
    'react-style-singleton',
    'use-callback-ref',
    'use-sidecar',
    'get-nonce',
    'tslib',
    'react-textarea-autosize',
    'use-composed-ref',
    'use-latest',
    'use-isomorphic-layout-effect',
    'react-transition-group',
  ]),
];
/** Components of `@mantine/core` that no part of the sign-in page uses, and their libraries. */
const MANTINE_PAGES = [
  dirs('@mantine[\\\\/]core[\\\\/]esm[\\\\/]components', [
    'Accordion',
    'Blockquote',
    'Code',
    'Combobox',
    'FileButton',
    'Grid',
    'Image',
    'Indicator',
    'Kbd',
    'List',
    'LoadingOverlay',
    'Mark',
    'MultiSelect',
    'Pagination',
    'Pill',
    'PillsInput',
    'Progress',
    'RingProgress',
    'Select',
    'Table',
    'Tabs',
    'TagsInput',
    'Textarea',
    'Timeline',
  ]),
];
/**
 * `mantine-numbers`: NumberInput and its formatter (money and percent fields: invoices,
 * payments), a quarter of `mantine-pages`' bytes that only the forms with such a field need.
 */
const MANTINE_NUMBERS = [
  dirs('node_modules', ['react-number-format']),
  dirs('@mantine[\\\\/]core[\\\\/]esm[\\\\/]components', ['NumberInput']),
];
/**
 * `mantine-common`: the components of the signed-in frame (its menu's links, the modals'
 * provider) and of the shared pieces every signed-in page may show (a figure's icon): without
 * them here, each page would need all of `mantine-pages` for its frame.
 */
const MANTINE_COMMON = [
  dirs('@mantine[\\\\/]core[\\\\/]esm[\\\\/]components', ['NavLink', 'Modal', 'ThemeIcon']),
];
const SIGNED_IN = [
  dirs('node_modules', [
    '@tanstack[\\\\/](query-core|react-query)',
    '@casl',
    '@ucast[\\\\/][a-z0-9]+',
  ]),
];
const ICONS = [dirs('node_modules', ['lucide-react'])];
const matches = (patterns: RegExp[]) => (id: string) => patterns.some((p) => p.test(id));

/** Our own modules (not a library's). */
const OWN = /[\\/]src[\\/]/;
/** The entry, as the bundler names modules (absolute paths). */
const ENTRY = fileURLToPath(new URL('../src/main.tsx', import.meta.url));

/** Per chunking pass (its entry's `ModuleInfo`), the modules the entry imports statically. */
const closures = new WeakMap<ModuleInfo, Set<string>>();

/** Every module the entry imports, directly or not, with no dynamic `import()` on the way. */
function bootModules(ctx: ChunkingContext): Set<string> {
  const entry = ctx.getModuleInfo(ENTRY);
  if (!entry) return new Set();
  const known = closures.get(entry);
  if (known) return known;
  const seen = new Set<string>();
  const stack = [entry.id];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(ctx.getModuleInfo(at)?.importedIds ?? []));
  }
  closures.set(entry, seen);
  return seen;
}

/**
 * `boot`: our modules the entry imports statically. Every page runs them at start; shared
 * with the pages' chunks too, the bundler made each one a file of its own (six files of under
 * 2 KiB before any page's own).
 */
const boot = (id: string, ctx: ChunkingContext) =>
  OWN.test(id) && id !== ENTRY && bootModules(ctx).has(id) ? 'boot' : null;

/** Our shared helpers (formatters, dates, queries, the URL state): no component, no Mantine. */
const KIT = /[\\/]src[\\/](lib|contract)[\\/]/;
/** The demo layer's core (its database, its API helpers, the resolver), apart: the sign-in
 * page's demo accounts need it without the kit, and a remote API never needs it. */
const DEMO = /[\\/]src[\\/](lib[\\/]demo|mocks)[\\/]/;
/** Shared pieces with a large library of their own: each stays the chunk of its users. */
const OWN_CHUNK =
  /[\\/]src[\\/]components[\\/](data-table|rich-text|charts|dnd|safe-html|image-field)[\\/]/;
/** The pages a signed-out visitor opens (sign-in, the error pages): they never load the kit. */
const SIGNED_OUT = /[\\/]src[\\/]features[\\/](auth|misc)[\\/]/;

/** Per chunking pass, whether a module is imported (at any depth, statically) by a signed-out page. */
const signedOutUse = new WeakMap<ModuleInfo, Map<string, boolean>>();

function usedSignedOut(ctx: ChunkingContext, id: string): boolean {
  const entry = ctx.getModuleInfo(ENTRY);
  if (!entry) return true;
  let known = signedOutUse.get(entry);
  if (!known) signedOutUse.set(entry, (known = new Map<string, boolean>()));
  const memo = known;
  const visit = (at: string, path: Set<string>): boolean => {
    const cached = memo.get(at);
    if (cached !== undefined) return cached;
    if (SIGNED_OUT.test(at)) return true;
    if (path.has(at)) return false;
    path.add(at);
    const used = (ctx.getModuleInfo(at)?.importers ?? []).some((by) => visit(by, path));
    path.delete(at);
    memo.set(at, used);
    return used;
  };
  return visit(id, new Set());
}

/** A module no page or lazy piece loads on demand (each of those stays a chunk of its own)
 * and the entry does not have. */
const shared = (ctx: ChunkingContext, id: string) =>
  (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0 && !bootModules(ctx).has(id);

/** A shared module of ours only signed-in pages import, without a large library of its own. */
const signedInPiece = (ctx: ChunkingContext, id: string) =>
  !OWN_CHUNK.test(id) && shared(ctx, id) && !usedSignedOut(ctx, id);

/** Our small components and the signed-in frame's helpers. */
const UI = /[\\/]src[\\/](components|app)[\\/]/;

/**
 * `ui`: the small components and frame helpers signed-in pages share, as `kit` (apart from
 * it: the demo layer uses the helpers, never the components and the Mantine they need).
 */
const ui = (id: string, ctx: ChunkingContext) =>
  UI.test(id) && signedInPiece(ctx, id) ? 'ui' : null;

/**
 * `kit`: the helpers signed-in pages run on (formatters, dates, queries, the URL state) —
 * one file, kept by the browser, instead of dozens of under 2 KiB that each cost a round trip.
 * The demo layer's core is `demo`, apart.
 */
const kit = (id: string, ctx: ChunkingContext) =>
  KIT.test(id) && !DEMO.test(id) && signedInPiece(ctx, id) ? 'kit' : null;

/** `build.rolldownOptions.output.codeSplitting.groups`, highest priority first. */
export const chunkGroups = [
  { name: 'framework', test: matches(FRAMEWORK), priority: 40 },
  {
    name: 'mantine',
    test: (id: string) =>
      matches(MANTINE)(id) &&
      !matches([...MANTINE_PAGES, ...MANTINE_NUMBERS, ...MANTINE_COMMON])(id),
    priority: 30,
  },
  { name: 'mantine-numbers', test: matches(MANTINE_NUMBERS), priority: 26 },
  { name: 'mantine-common', test: matches(MANTINE_COMMON), priority: 26 },
  { name: 'mantine-pages', test: matches(MANTINE_PAGES), priority: 25 },
  { name: boot, debugName: 'boot', priority: 22 },
  { name: 'signed-in', test: matches(SIGNED_IN), priority: 20 },
  { name: kit, debugName: 'kit', priority: 19 },
  { name: ui, debugName: 'ui', priority: 18 },
  {
    name: (id: string, ctx: ChunkingContext) => (DEMO.test(id) && shared(ctx, id) ? 'demo' : null),
    debugName: 'demo',
    priority: 17,
  },
  { name: 'icons', test: matches(ICONS), priority: 15, minShareCount: 2 },
];
