/**
 * The pictures' sizes, shared by the demo that draws them and the page that shows them (as
 * `width` and `height`, so nothing moves when they arrive).
 */
export const COVER_SIZE = { width: 1200, height: 300 } as const;
export const POST_IMAGE_SIZE = { width: 600, height: 340 } as const;
export const PHOTO_SIZE = { width: 160, height: 160 } as const;
export const LOGO_SIZE = { width: 48, height: 48 } as const;
