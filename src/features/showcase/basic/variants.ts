/** Mantine's sizes, smallest first: every page shows its component in each. */
export const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * Colours shown filled, each at a shade on which white text passes WCAG AA in both skins
 * (Mantine's shade 6 of red, teal, cyan… does not). Yellow and orange never: no shade carries
 * white text; they are shown light.
 */
export const filledColors = [
  { name: 'mirante', color: 'mirante' },
  { name: 'teal', color: 'teal.9' },
  { name: 'red', color: 'red.9' },
  { name: 'grape', color: 'grape.8' },
  { name: 'indigo', color: 'indigo.8' },
  { name: 'cyan', color: 'cyan.9' },
  { name: 'gray', color: 'gray.7' },
] as const;

/** Colours shown light: the theme darkens their text enough for every one of them. */
export const lightColors = [
  'mirante',
  'blue',
  'teal',
  'green',
  'red',
  'grape',
  'yellow',
  'orange',
  'gray',
] as const;

/** Mirante's gradient (filled, white text): violet into a deep grape. */
export const brandGradient = { from: 'mirante.7', to: 'grape.8', deg: 90 } as const;

/** A colour's name in the `common.colors` keys. */
export type ColorName = (typeof lightColors)[number] | (typeof filledColors)[number]['name'];
