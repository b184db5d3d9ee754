/**
 * The theme's named colours: what each role of the kit is drawn with (`primary` is Mirante's
 * own violet), and the rest of Mantine's palette, ten shades each.
 */
export const semanticColors = [
  { role: 'primary', color: 'mirante' },
  { role: 'secondary', color: 'gray' },
  { role: 'success', color: 'teal' },
  { role: 'danger', color: 'red' },
  { role: 'warning', color: 'yellow' },
  { role: 'info', color: 'cyan' },
  { role: 'dark', color: 'dark' },
] as const;

export type SemanticRole = (typeof semanticColors)[number]['role'];

/** Mantine's other colours, shown one at a time. */
export const otherColors = [
  'blue',
  'indigo',
  'violet',
  'grape',
  'pink',
  'orange',
  'lime',
  'green',
] as const;

export type OtherColor = (typeof otherColors)[number];

export const shades = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The CSS variable Mantine writes for a shade (`--mantine-color-mirante-6`). */
export const shadeToken = (color: string, shade: number | 'filled') =>
  `--mantine-color-${color}-${shade}`;

/** What a swatch copies: its value, or the variable that holds it. */
export type CopyAs = 'hex' | 'variable';

export const copyText = (copyAs: CopyAs, token: string, hex: string) =>
  copyAs === 'hex' ? hex : `var(${token})`;

function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits.slice(0, 6);
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG's relative luminance of a `#rrggbb` (or `#rgb`) colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const s = channel / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour that reads best on `background`: white or black, whichever contrasts more
 * (one of the two always reaches 4.5:1).
 */
export function readableOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000')
    ? '#ffffff'
    : '#000000';
}
