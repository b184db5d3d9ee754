/** Our own pictures: the theme's darkest shades in a gradient (white text stays readable). */
export const gradient = (from: string, to: string) =>
  `linear-gradient(135deg, var(--mantine-color-${from}-9), var(--mantine-color-${to}-9))`;
