import * as z from 'zod/mini';

/** The layout settings and their defaults (SPEC §9): light, boxed, floating white navbar, footer hidden, LTR. */
export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export const directions = ['ltr', 'rtl'] as const;
export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
export const navbarColors = [
  'white',
  'primary',
  'secondary',
  'success',
  'danger',
  'info',
  'warning',
  'dark',
] as const;
export const footerTypes = ['static', 'sticky', 'hidden'] as const;
export const contentWidths = ['boxed', 'full'] as const;

export const layoutSettingsSchema = z.object({
  skin: z.enum(skins),
  direction: z.enum(directions),
  menuCollapsed: z.boolean(),
  navbarType: z.enum(navbarTypes),
  navbarColor: z.enum(navbarColors),
  footerType: z.enum(footerTypes),
  contentWidth: z.enum(contentWidths),
});

export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;
export type Skin = LayoutSettings['skin'];
export type Direction = LayoutSettings['direction'];
export type NavbarColor = LayoutSettings['navbarColor'];

export const defaultLayoutSettings: LayoutSettings = {
  skin: 'light',
  direction: 'ltr',
  menuCollapsed: false,
  navbarType: 'floating',
  navbarColor: 'white',
  footerType: 'hidden',
  contentWidth: 'boxed',
};

/** The settings that persist across reloads, each under its own localStorage key. */
export const persistedSettings = {
  skin: layoutSettingsSchema.shape.skin,
  direction: layoutSettingsSchema.shape.direction,
  menuCollapsed: layoutSettingsSchema.shape.menuCollapsed,
} as const;

export type PersistedSetting = keyof typeof persistedSettings;
