/** Mantine's input sizes, smallest first: every page shows its element in each. */
export const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * The colours the checkbox, radio and switch pages show: Mirante's own and five of Mantine's
 * whose filled shade carries a white mark with enough contrast (no yellow or orange).
 */
export const colors = ['mirante', 'teal', 'red', 'grape', 'indigo', 'cyan'] as const;
