/** The palette's shortcuts: `Ctrl+K` (`⌘K` on a Mac) anywhere, `/` outside a field. */
export const SEARCH_SHORTCUTS = ['mod + K', '/'];
