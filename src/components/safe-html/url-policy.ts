/**
 * What a URL from data may do, decided on the URL the browser would really use: parsed with
 * the WHATWG parser against this page (so entities, tabs, new lines, case and relative forms
 * are already resolved), never by matching the raw text.
 */

/** `local`: this origin or an inline image; `remote`: fetched from elsewhere; `unsafe`: never. */
export type ImageVerdict = 'local' | 'remote' | 'unsafe';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

function parse(value: string): URL | null {
  try {
    return new URL(value, document.baseURI);
  } catch {
    return null;
  }
}

/**
 * Whether a link may be followed. Absolute http(s) and mailto only: a relative link would
 * open a page of this app out of context, and every other scheme can run or download code.
 */
export function isSafeLink(value: string): boolean {
  const url = parse(value);
  return url !== null && LINK_PROTOCOLS.has(url.protocol) && /^\s*(https?|mailto):/i.test(value);
}

/** Whether a reference (`cite`) is a plain web address. */
export function isWebUrl(value: string): boolean {
  const url = parse(value);
  return url !== null && WEB_PROTOCOLS.has(url.protocol) && /^\s*https?:/i.test(value);
}

/** One image source: inline `data:image/…` and this origin are local, other web origins remote. */
export function imageVerdict(value: string): ImageVerdict {
  const url = parse(value);
  if (!url) return 'unsafe';
  if (url.protocol === 'data:') return /^image\//i.test(url.pathname) ? 'local' : 'unsafe';
  if (!WEB_PROTOCOLS.has(url.protocol)) return 'unsafe';
  return url.origin === window.location.origin ? 'local' : 'remote';
}

/** The URLs of a `srcset`, split as the browser splits them (a URL is a run of non-spaces). */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let index = 0;
  while (index < value.length) {
    while (index < value.length && /[\s,]/.test(value.charAt(index))) index += 1;
    const start = index;
    while (index < value.length && !/\s/.test(value.charAt(index))) index += 1;
    if (start === index) break;
    const url = value.slice(start, index);
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    // Skip the descriptors ("2x", "100w") up to the comma that ends this candidate.
    let depth = 0;
    while (index < value.length) {
      const char = value.charAt(index);
      index += 1;
      if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      else if (char === ',' && depth <= 0) break;
    }
  }
  return urls;
}

const severity: Record<ImageVerdict, number> = { local: 0, remote: 1, unsafe: 2 };

/** The worst verdict over a `srcset`'s candidates (an empty one is harmless). */
export function srcsetVerdict(value: string): ImageVerdict {
  return srcsetUrls(value)
    .map(imageVerdict)
    .reduce<ImageVerdict>(
      (worst, next) => (severity[next] > severity[worst] ? next : worst),
      'local',
    );
}
