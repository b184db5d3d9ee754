import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Mirante's violet, ours; shade 6 on white and white on shade 5 both pass WCAG AA. */
const mirante: MantineColorsTuple = [
  '#f0efff',
  '#dedcfd',
  '#bab5f7',
  '#948cf2',
  '#7469ed',
  '#6054ea',
  '#5548e9',
  '#463ad0',
  '#3d33ba',
  '#322ba5',
];

/**
 * The dark skin's greys, tinted toward Mirante's violet (ours): 0 is text, 2 dimmed text,
 * 4 borders, 6 inputs, 7 the surface of cards and menus, 8 the page behind them.
 */
const dark: MantineColorsTuple = [
  '#d6d8e8',
  '#b6b9cf',
  '#979bb6',
  '#6d7190',
  '#4d516e',
  '#3b3e59',
  '#30334b',
  '#26293c',
  '#1e2031',
  '#171927',
];

export const theme = createTheme({
  primaryColor: 'mirante',
  primaryShade: { light: 6, dark: 5 },
  colors: { mirante, dark },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  // Inter (src/app/fonts.css), then the system's own face while it loads or where it has no glyph.
  fontFamily:
    '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Card: { defaultProps: { shadow: 'sm', radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { shadow: 'sm', radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});

// Mantine's "light" variants (badges, alerts) write shade 9 on shade 1: under AA for
// several colours. A darker mix of shade 9 passes for all of them.
const lightVariantText = Object.fromEntries(
  [
    'red',
    'pink',
    'grape',
    'violet',
    'indigo',
    'blue',
    'cyan',
    'teal',
    'green',
    'lime',
    'yellow',
    'orange',
    'gray',
    'mirante',
  ].map((color) => [
    `--mantine-color-${color}-light-color`,
    `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`,
  ]),
);

/**
 * Contrast fixes: Mantine's default dimmed grey, placeholder grey, dark-mode link colour,
 * success green and error red (a field's message and border: red 6 on white is 3.6:1) fall
 * short of AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Mantine's success green reads at 3.9:1 on white: a darker teal passes AA.
    '--mantine-color-success': 'var(--mantine-color-teal-9)',
    // A placeholder is text too (a date picker's is an element axe checks): 4.8:1 on white.
    '--mantine-color-placeholder': '#6c737a',
    ...lightVariantText,
  },
  dark: {
    '--mantine-color-dimmed': '#a3a7c2',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-success': 'var(--mantine-color-teal-4)',
    '--mantine-color-placeholder': '#a3a7c2',
    '--mantine-color-anchor': 'var(--mantine-color-mirante-2)',
    '--mantine-color-mirante-light-color': 'var(--mantine-color-mirante-2)',
    '--mantine-color-mirante-text': 'var(--mantine-color-mirante-2)',
  },
});
