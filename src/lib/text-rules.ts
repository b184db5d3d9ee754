import * as z from 'zod/mini';

/**
 * Rules for text a person types, shared by each form and its API call (one rule set): what a
 * name is made of (names and titles themselves: `textField`, lib/form/text.ts), longer text,
 * and which links may be followed.
 */

/**
 * Characters that change how text looks without being seen: zero-width spaces and joiners,
 * word joiners, the byte-order mark, and the bidirectional controls (embeddings, overrides,
 * isolates, marks) that can make "resu.exe" read "exe.user".
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u061C]/g;

/**
 * A name as it is kept and shown: Unicode NFKC (the full-width "Ａ" is "A"), without invisible
 * characters, spaces collapsed, trimmed. "adminis\u200Btrator" is "administrator".
 */
export function cleanName(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Longer text (a message, a description): NFKC and no invisible characters; lines kept. */
export function cleanText(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '');
}

/** Text up to `max` characters, cleaned of invisible characters. */
export const textSchema = (max: number, message?: string) =>
  z.string().check(z.overwrite(cleanText), z.maxLength(max, message));

/** The schemes a link from data may use: the web and e-mail, never `javascript:` or `data:`. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

export function isSafeLink(value: string): boolean {
  try {
    return LINK_SCHEMES.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A link (`http`, `https` or `mailto`) or nothing (`''`). */
export const linkSchema = (message?: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isSafeLink(value), message),
  );
