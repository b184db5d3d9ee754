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
  // NumberInput's formatter (money and percent fields: invoices, payments).
  dirs('node_modules', ['react-number-format']),
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
    'Modal',
    'MultiSelect',
    'NumberInput',
    'NavLink',
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
    'ThemeIcon',
    'Timeline',
  ]),
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

/** `build.rolldownOptions.output.codeSplitting.groups`, highest priority first. */
export const chunkGroups = [
  { name: 'framework', test: matches(FRAMEWORK), priority: 40 },
  {
    name: 'mantine',
    test: (id: string) => matches(MANTINE)(id) && !matches(MANTINE_PAGES)(id),
    priority: 30,
  },
  { name: 'mantine-pages', test: matches(MANTINE_PAGES), priority: 25 },
  { name: 'signed-in', test: matches(SIGNED_IN), priority: 20 },
  { name: 'icons', test: matches(ICONS), priority: 15, minShareCount: 2 },
];
