import { quietHandlers } from './quiet-handlers';

/** Elements whose content is not text a reader sees. */
const NOT_TEXT = 'script, style, template, noscript, iframe, object, embed, svg, math';

/**
 * Text without markup, e.g. for a list excerpt. Parsed in a document of its own (DOMParser's:
 * no script runs in it, no image or other resource loads), and only its text comes out, so it
 * needs no sanitiser: a list of excerpts does not download DOMPurify. Its `on…` attributes are
 * renamed first all the same (`quietHandlers`): Chrome reports each one a document of this page
 * parses as a policy violation, inert or not.
 */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  // Blocks and line breaks become spaces, so paragraphs do not run into each other.
  const marked = quietHandlers(html).replace(/<\/(p|div|li|tr|h[1-6])>|<br\s*\/?>/gi, ' $&');
  const parsed = new DOMParser().parseFromString(marked, 'text/html');
  for (const element of parsed.body.querySelectorAll(NOT_TEXT)) element.remove();
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
