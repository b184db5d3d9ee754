import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import {
  iconAreas,
  importsOnly,
  isBoot,
  lentModules,
  loadedOnDemand,
  mantineComponent,
  namedImports,
  usedSignedOut,
  wideMantine,
} from './chunk-graph.ts';

/**
 * How the build groups modules into chunks. Left to itself, the bundler makes one chunk per
 * set of pages sharing a module: with a hundred pages that is dozens of sub-kilobyte files
 * per page, and on a slow link each one costs a round trip (the dashboard asked for 51 files
 * before its first paint, the mailbox 37). A few layers instead, each one file:
 *
 *  - `framework`: React, the router, i18next and our i18n setup — every page runs on it;
 *  - `mantine`: the Mantine components the sign-in page and the signed-in frame name, with
 *    their helpers (a component only a piece or a lazy part names goes with it);
 *  - `mantine-pages`, `mantine-numbers`: the Mantine components only signed-in pages use
 *    (lists, pickers, tabs…; the number field and its formatter, for the forms that have one);
 *  - `boot`: our modules the entry imports;
 *  - `public`: our modules the signed-out pages share (the form helpers, the auth frame);
 *  - `frame`: what every signed-in page runs: the signed-in frame with its lazy parts (the
 *    layout, the query client, the ability guard), our shared helpers and small components,
 *    TanStack Query, CASL, the Mantine parts of the frame (a shared piece that draws a
 *    list's or a picker's Mantine components stays with its pages);
 *  - `icons`: lucide's runtime and the icons the frame, a shared piece or two areas draw (an
 *    icon of one area's pages stays with them);
 *  - `frame-<language>`: the frame's translations, per language;
 *  - `demo`: the demo layer's core, its resolver and the frame's own calls (a remote API
 *    never loads it);
 *  - a group per shared piece with a large library of its own (`data-table`, `charts`,
 *    `rich-text`…): only the pages that show one load it;
 *  - a group per feature (`feature-invoice`…): what a feature's pages share, apart from
 *    those pages and their demo data.
 *
 * A group takes its members' static imports with it (rolldown's default, which keeps
 * modules in their execution order) unless a higher group has them: the layers go from the
 * widest (every page) to the narrowest, so that a narrow group never drags in what a wider
 * one shares. Pages, lazy pieces and each feature's demo handlers stay chunks of their own.
 */
const dirs = (root: string, names: string[]) =>
  new RegExp(`${root}[\\\\/](${names.join('|')})([\\\\/]|\\.tsx?$)`);
const matches = (patterns: RegExp[]) => (id: string) => patterns.some((p) => p.test(id));

const FRAMEWORK = [
  dirs('node_modules', ['react', 'react-dom', 'scheduler', 'react-router', 'i18next', 'zod']),
  /src[\\/]lib[\\/]i18n\.ts$/,
  // What every `import()` is written with (a module that has one imports it).
  /vite[\\/]preload-helper/,
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
const mantineComponents = (names: string[]) =>
  dirs('@mantine[\\\\/]core[\\\\/]esm[\\\\/]components', names);
/** Components of `@mantine/core` that no part of the sign-in page uses, and their libraries. */
const MANTINE_PAGE_NAMES = [
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
  'Select',
  'Tabs',
  'TagsInput',
  'Textarea',
  'Timeline',
];
const MANTINE_PAGES = [mantineComponents(MANTINE_PAGE_NAMES)];
/** What the dashboards' cards draw (a ring, a bar, a table): a small file, apart from the
 * pickers and lists of `mantine-pages`. */
const MANTINE_DATA_NAMES = ['RingProgress', 'Progress', 'Table'];
const MANTINE_DATA = [mantineComponents(MANTINE_DATA_NAMES)];
/** NumberInput and its formatter (money and percent fields), a quarter of `mantine-pages`. */
const MANTINE_NUMBER_NAMES = ['NumberInput'];
const MANTINE_NUMBERS = [
  dirs('node_modules', ['react-number-format']),
  mantineComponents(MANTINE_NUMBER_NAMES),
];
/** The Mantine components of the signed-in frame (its menu's links, the modals' provider,
 * a figure's icon) and the small ones most signed-in pages draw (a list's checkboxes and
 * empty state, a card grid, a legend's swatch): in `frame`, so that no page needs all of
 * `mantine-pages`, or the data table's file, for them. */
const MANTINE_FRAME_NAMES = new Set([
  'NavLink',
  'Modal',
  'ThemeIcon',
  'Checkbox',
  'EmptyState',
  'SimpleGrid',
  'ColorSwatch',
  'Divider',
  'Center',
]);
const MANTINE_FRAME = [mantineComponents([...MANTINE_FRAME_NAMES])];
const FRAME_LIBRARIES = [
  dirs('node_modules', [
    '@tanstack[\\\\/](query-core|react-query)',
    '@casl',
    '@ucast[\\\\/][a-z0-9]+',
  ]),
  ...MANTINE_FRAME,
];
const ICONS = [/node_modules[\\/]lucide-react[\\/]/];
/** The files of the Mantine groups only some signed-in pages load. */
const inNarrowMantine = matches([...MANTINE_PAGES, ...MANTINE_NUMBERS, ...MANTINE_DATA]);
const isFrameLibrary = matches(FRAME_LIBRARIES);

/** Our own modules (not a library's). */
const OWN = /[\\/]src[\\/]/;
/** Our shared helpers, components and frame (not a feature's, not the demo layer's). */
const SHARED = /[\\/]src[\\/](lib|contract|components|app)[\\/]/;
/** The frame's pieces loaded on demand, with it, on every signed-in page (router.tsx). */
const FRAME_PARTS =
  /[\\/]src[\\/]app[\\/](layouts[\\/]vertical-layout\.tsx|query-provider\.tsx|ability-guard\.tsx|prefetch-runner\.ts)$/;
/** The frame's translation namespaces (router.tsx's LAYOUT_NAMESPACES), by language. */
const FRAME_LOCALE = /[\\/]src[\\/]locales[\\/]([a-z]+)[\\/](nav|layout|search|acl|cart)\.json$/;
/** The demo layer's core, and its parts every signed-in page calls (resolver, bookmarks, the
 * navbar's cart count). */
const DEMO = /[\\/]src[\\/](lib[\\/]demo|mocks)[\\/]/;
const DEMO_PARTS =
  /[\\/]src[\\/](mocks[\\/](resolver|search)\.ts|features[\\/](search[\\/]demo[\\/][a-z-]+|ecommerce[\\/]demo[\\/](cart-count|cart-store|scale))\.ts)$/;
/** Shared pieces with a large library of their own (the modules that import it): each a
 * group its users load. */
const PIECES =
  /[\\/]src[\\/]components[\\/](data-table|rich-text|dnd|safe-html(?=[\\/](safe-html|sanitize)\.tsx?$))[\\/]/;
/** The list's toolbar, empty state, pages and cards' grid, drawn without a table (the shop):
 * a file of their own, taken before the data table's group could take them in. */
const LIST_PIECES = /[\\/]src[\\/]components[\\/]list-toolbar[\\/]/;
/** Shared pieces not every signed-in page needs, kept out of `frame`: the pieces above, the
 * picture field (with Mantine's file button), the date pickers' language (dayjs and its pt-BR
 * words), the drop zone, pictures from data held back, a carousel's parts. */
const OWN_CHUNK =
  /[\\/]src[\\/]components[\\/](image-field|dates|file-drop|data-image|carousel|account(?![\\/](password-rules|namespace)\.ts$))[\\/]/;
/** A feature's modules, its name captured; its demo handlers and data excluded. */
const FEATURE = /[\\/]src[\\/]features[\\/]([a-z-]+)[\\/](?!demo[\\/])/;
/** Sample data a feature's pages show beside its demo handlers. */
const SAMPLE_DATA = /[\\/]src[\\/]sample-data[\\/]/;

/** The signed-out pages' own pieces (auth forms, error pages): chunks of their own, which
 * a signed-in page never loads. */
const SIGNED_OUT_FEATURES = /[\\/]src[\\/]features[\\/](auth|misc)[\\/]/;

type Namer = (id: string, ctx: ChunkingContext) => string | null;

/** A module only signed-in pages import statically, and no `import()` loads. */
const signedInShared = (ctx: ChunkingContext, id: string) =>
  !loadedOnDemand(ctx, id) && !isBoot(ctx, id) && !usedSignedOut(ctx, id);

const boot: Namer = (id, ctx) => (OWN.test(id) && isBoot(ctx, id) ? 'boot' : null);

const publicGroup: Namer = (id, ctx) =>
  OWN.test(id) &&
  !SIGNED_OUT_FEATURES.test(id) &&
  !loadedOnDemand(ctx, id) &&
  !isBoot(ctx, id) &&
  usedSignedOut(ctx, id)
    ? 'public'
    : null;

/** Mantine components only some signed-in pages load (their groups' names). */
const NARROW_MANTINE = new Set([
  ...MANTINE_PAGE_NAMES,
  ...MANTINE_NUMBER_NAMES,
  ...MANTINE_DATA_NAMES,
]);

const frame: Namer = (id, ctx) => {
  // Libraries by name: through a package's index, every module of it is "imported" by
  // whoever imports one, so the graph cannot tell which pages use which component.
  if (FRAME_PARTS.test(id) || isFrameLibrary(id)) return 'frame';
  return SHARED.test(id) &&
    !DEMO.test(id) &&
    !PIECES.test(id) &&
    !LIST_PIECES.test(id) &&
    !OWN_CHUNK.test(id) &&
    signedInShared(ctx, id) &&
    // A shared piece drawing a list's, a form's or a picker's Mantine components is some
    // pages' piece, not every page's: left to the bundler, it goes with the pages using it.
    !namedImports(ctx, id, '@mantine/core').some((name) => NARROW_MANTINE.has(name))
    ? 'frame'
    : null;
};

/** `@mantine/core`'s components, by directory name. */
const MANTINE_COMPONENTS = new Set(
  readdirSync(
    join(
      dirname(createRequire(import.meta.url).resolve('@mantine/core')),
      '..',
      'esm',
      'components',
    ),
  ),
);
const wide = (ctx: ChunkingContext) => wideMantine(ctx, (id) => frame(id, ctx) !== null);
/** Not a component, or a component every page names. */
const isWideMantine = (id: string, ctx: ChunkingContext) => {
  const component = mantineComponent(id);
  return component === undefined || wide(ctx).has(component);
};

const mantine: Namer = (id, ctx) =>
  matches(MANTINE)(id) &&
  !inNarrowMantine(id) &&
  !matches(MANTINE_FRAME)(id) &&
  isWideMantine(id, ctx)
    ? 'mantine'
    : null;

const frameLocale: Namer = (id) => {
  const language = FRAME_LOCALE.exec(id)?.[1];
  return language ? `frame-${language}` : null;
};

const demo: Namer = (id, ctx) =>
  DEMO_PARTS.test(id) || (DEMO.test(id) && !loadedOnDemand(ctx, id) && !isBoot(ctx, id))
    ? 'demo'
    : null;

const listPieces: Namer = (id, ctx) =>
  LIST_PIECES.test(id) && !usedSignedOut(ctx, id) && !isBoot(ctx, id) ? 'list-toolbar' : null;

/** A piece's index may be loaded on demand too (a table below the fold): it is still the
 * piece's door, and the piece's one file. */
const PIECE_DOOR = /[\\/]index\.ts$/;

const piece: Namer = (id, ctx) => {
  const name = PIECES.exec(id)?.[1];
  if (!name || usedSignedOut(ctx, id) || isBoot(ctx, id)) return null;
  return !loadedOnDemand(ctx, id) || PIECE_DOOR.test(id) ? name : null;
};

/**
 * What every signed-in page loads anyway: a feature's module that imports only these (and
 * its feature's own) adds no file and no library to any page that loads its group.
 */
const EVERY_PAGE = matches([...FRAMEWORK, ...MANTINE, ...FRAME_LIBRARIES, ...ICONS]);
const everyPage: Namer[] = [boot, publicGroup, frame, frameLocale];
const importsNarrowMantine = (id: string, ctx: ChunkingContext) =>
  namedImports(ctx, id, '@mantine/core').some(
    (name) =>
      NARROW_MANTINE.has(name) ||
      (MANTINE_COMPONENTS.has(name) && !wide(ctx).has(name) && !MANTINE_FRAME_NAMES.has(name)),
  );
const onEveryPage = (id: string, ctx: ChunkingContext) =>
  (EVERY_PAGE(id) && !inNarrowMantine(id) && isWideMantine(id, ctx)) ||
  everyPage.some((group) => group(id, ctx) !== null);

/**
 * `feature-<name>`: a feature's modules its pages share, when all they import is the
 * feature's own or what every signed-in page loads anyway. A module that imports more (a
 * data table, a date picker, a list's Mantine pickers) stays with the bundler's chunks: in
 * the group, it would bring that along to every page of the feature.
 *
 * `feature-<name>-lent`: those of them another area's page imports too (a dashboard's cards,
 * its recent-invoices table), so that the dashboard does not load the feature's galleries.
 */
const featureOf = (id: string) => FEATURE.exec(id)?.[1];
const inFeatureGroup = (id: string, ctx: ChunkingContext) => {
  const name = featureOf(id);
  if (!name || !signedInShared(ctx, id)) return null;
  const own = (dep: string) => featureOf(dep) === name || SAMPLE_DATA.test(dep);
  const fits = (at: string) => own(at) && !importsNarrowMantine(at, ctx);
  return fits(id) && importsOnly(ctx, id, fits, (dep) => onEveryPage(dep, ctx)) ? name : null;
};
// Two groups, the lent one first: otherwise a module of the feature's own pages takes the
// lent modules it imports into its file.
const featureLent: Namer = (id, ctx) => {
  const name = inFeatureGroup(id, ctx);
  return name && lentModules(ctx, featureOf).has(id) ? `feature-${name}-lent` : null;
};
const feature: Namer = (id, ctx) => {
  const name = inFeatureGroup(id, ctx);
  return name ? `feature-${name}` : null;
};

/** An icon's file in lucide-react, its name captured. */
const ICON_FILE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/;

/**
 * `icons`: lucide's runtime and the icons that the frame, a shared piece or two areas draw.
 * An icon of one area's pages alone stays with them (a help page's rocket is not every
 * page's download).
 */
const icons: Namer = (id, ctx) => {
  if (!matches(ICONS)(id)) return null;
  const file = ICON_FILE.exec(id)?.[1];
  if (!file) return 'icons';
  const users = iconAreas(ctx, featureOf).get(file);
  if (!users) return 'icons';
  // The UI kit's showcase draws icons other areas draw too: those stay with the other area
  // (a showcase page fetches them from there), not in the file every page loads.
  const areas = [...users].filter((area) => area !== 'showcase');
  return areas.length > 1 || areas.includes('shared') ? 'icons' : null;
};

/** `build.rolldownOptions.output.codeSplitting.groups`, widest first. */
export const chunkGroups = [
  { name: 'framework', test: matches(FRAMEWORK), priority: 40 },
  { name: mantine, debugName: 'mantine', priority: 30 },
  { name: 'mantine-numbers', test: matches(MANTINE_NUMBERS), priority: 26 },
  { name: 'mantine-data', test: matches(MANTINE_DATA), priority: 26 },
  { name: 'mantine-pages', test: matches(MANTINE_PAGES), priority: 25 },
  { name: boot, debugName: 'boot', priority: 24 },
  { name: publicGroup, debugName: 'public', priority: 23 },
  // Above the frame and the pieces: an icon they share with pages stays out of their files.
  { name: icons, debugName: 'icons', priority: 22, minShareCount: 2 },
  { name: frame, debugName: 'frame', priority: 21 },
  { name: frameLocale, debugName: 'frame-locale', priority: 20 },
  { name: demo, debugName: 'demo', priority: 19 },
  { name: listPieces, debugName: 'list-toolbar', priority: 18.5 },
  { name: piece, debugName: 'piece', priority: 18 },
  { name: featureLent, debugName: 'feature-lent', priority: 16 },
  { name: feature, debugName: 'feature', priority: 15 },
];
