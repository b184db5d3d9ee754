/**
 * Renames the `on…` attributes of markup before any parser of this page reads it. Chrome
 * reports a Content-Security-Policy violation (`script-src-attr`) for every event-handler
 * attribute that a document of this page parses, inert ones included (DOMParser, template),
 * although none of them ever runs: each hostile email would be a violation report. Renamed,
 * they are plain `data-handler-on…` attributes, which the sanitiser drops.
 *
 * This only keeps the reports quiet; it is not the guard. DOMPurify still removes every
 * handler, including any this scan does not see (it follows the tokenizer's attribute rules
 * in start tags, and leaves text and quoted values alone).
 */
export const RENAMED_HANDLER_PREFIX = 'data-handler-';

const isSpace = (char: string) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';

/** Copies the attributes of the start tag from `start`; returns where the tag ends. */
function scanAttributes(html: string, start: number, out: string[]): number {
  let index = start;
  const copyWhile = (test: (char: string) => boolean) => {
    const from = index;
    while (index < html.length && test(html.charAt(index))) index += 1;
    out.push(html.slice(from, index));
  };
  while (index < html.length && html.charAt(index) !== '>') {
    const char = html.charAt(index);
    if (isSpace(char) || char === '/') {
      out.push(char);
      index += 1;
      continue;
    }
    // An attribute name: its first character may be anything, '=' included.
    const from = index;
    index += 1;
    while (
      index < html.length &&
      !isSpace(html.charAt(index)) &&
      !'/>='.includes(html.charAt(index))
    )
      index += 1;
    const name = html.slice(from, index);
    out.push(/^on/i.test(name) ? `${RENAMED_HANDLER_PREFIX}${name}` : name);
    copyWhile(isSpace);
    if (html.charAt(index) !== '=') continue;
    out.push('=');
    index += 1;
    copyWhile(isSpace);
    const quote = html.charAt(index);
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, index + 1);
      const end = close === -1 ? html.length : close + 1;
      out.push(html.slice(index, end));
      index = end;
    } else {
      copyWhile((next) => !isSpace(next) && next !== '>');
    }
  }
  return index;
}

export function quietHandlers(html: string): string {
  const out: string[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) break;
    // A start tag is '<' and a letter; anything else is text.
    const nameEnd = /^<[a-z][^\s/>]*/i.exec(html.slice(open, open + 256));
    if (!nameEnd) {
      out.push(html.slice(index, open + 1));
      index = open + 1;
      continue;
    }
    out.push(html.slice(index, open + nameEnd[0].length));
    index = scanAttributes(html, open + nameEnd[0].length, out);
  }
  out.push(html.slice(index));
  return out.join('');
}
