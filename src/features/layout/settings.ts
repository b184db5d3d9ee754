import * as z from 'zod/mini';

/**
 * The layout settings and their defaults (SPEC §9): light, vertical menu, boxed, floating white
 * navbar, footer hidden, LTR.
 */
export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export const directions = ['ltr', 'rtl'] as const;
/** The menu as a side bar (`vertical`) or as a top bar with dropdown groups (`horizontal`). */
export const menuLayouts = ['vertical', 'horizontal'] as const;
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
  menuLayout: z.enum(menuLayouts),
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
export type MenuLayout = LayoutSettings['menuLayout'];

export const defaultLayoutSettings: LayoutSettings = {
  skin: 'light',
  direction: 'ltr',
  menuLayout: 'vertical',
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
  menuLayout: layoutSettingsSchema.shape.menuLayout,
  menuCollapsed: layoutSettingsSchema.shape.menuCollapsed,
} as const;

export type PersistedSetting = keyof typeof persistedSettings;

/**
 * What a page may impose on the frame while it is open (the page-layout demos), without
 * touching the saved settings; `menuHidden` draws the page without any menu.
 */
export type LayoutOverrides = Partial<
  Pick<LayoutSettings, 'menuLayout' | 'menuCollapsed' | 'contentWidth'>
> & { menuHidden?: boolean };
