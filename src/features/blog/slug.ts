/** A post's address word: lower case, no accents, words joined by hyphens (`design-tokens`). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: string): boolean => SLUG.test(value);

/**
 * The slug a title makes: accents stripped ("Ação" → "acao"), lower case, every run of other
 * characters one hyphen, none at the ends, at most 120 characters.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
