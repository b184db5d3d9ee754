import createDOMPurify from 'dompurify';
import { imageSource } from '@/lib/data-images';
import { quietHandlers, RENAMED_HANDLER_PREFIX } from './quiet-handlers';
import {
  imageVerdict,
  isSafeLink,
  isWebUrl,
  srcsetUrls,
  srcsetVerdict,
  type ImageVerdict,
} from './url-policy';

/**
 * The one way HTML from data becomes markup: DOMPurify with our rules.
 * - Scripts, event handlers, frames, forms, styles and document-level tags (`base`, `meta`,
 *   `link`) go; SVG and MathML are not allowed at all.
 * - Every attribute that carries a URL is checked on every element, not only on links: links
 *   (`a`, `area`) keep absolute http, https and mailto addresses and open in a new tab with
 *   `rel="noopener noreferrer nofollow"`; `cite` keeps web addresses; image sources (`src`,
 *   `srcset`, `poster`, `background`) keep web and `data:image/` addresses; any other URL
 *   attribute, and any other `target`, is removed.
 * - Remote images (another origin) are blocked unless asked for, or unless every one of
 *   their hosts is allowed (`allowHost`, the policy for pictures from data): their address
 *   moves to a `data-blocked-<attribute>` attribute, which the browser never loads.
 */
// Outside a browser (the build reads the page modules) there is no DOM to purify with:
// `sanitizeHtml` then gives nothing rather than anything unsanitised.
const purifier = createDOMPurify(typeof window === 'undefined' ? undefined : window);

export type RemoteImages = 'block' | 'show';

declare const clean: unique symbol;

/**
 * Sanitised HTML, ready for the DOM, how many elements had remote images held back, and the
 * hosts they are on (those that may be allowed: `https:` ones, in order of appearance).
 * Branded: only `cleanHtml` makes one, so nothing unsanitised can pass for it.
 */
export interface CleanHtml {
  readonly html: string;
  readonly blockedImages: number;
  readonly blockedHosts: readonly string[];
  readonly [clean]: true;
}

const make = (html: string, blockedImages: number, blockedHosts: readonly string[] = []) =>
  ({ html, blockedImages, blockedHosts }) as CleanHtml;

export const BLOCKED_PREFIX = 'data-blocked-';

/** Every attribute name that makes the browser fetch or navigate somewhere. */
const URL_ATTRIBUTES = [
  'href',
  'xlink:href',
  'src',
  'srcset',
  'poster',
  'background',
  'cite',
  'action',
  'formaction',
  'data',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'ping',
  'manifest',
  'codebase',
  'archive',
  'classid',
  'icon',
  'profile',
] as const;

/** Where an image address is expected; `background` (tables, cells) is one on any element. */
const IMAGE_ATTRIBUTES: Record<string, readonly string[]> = {
  IMG: ['src', 'srcset'],
  SOURCE: ['src', 'srcset'],
  VIDEO: ['src', 'poster'],
  AUDIO: ['src'],
  TRACK: ['src'],
};
const LINKS = new Set(['A', 'AREA']);
const CITES = new Set(['BLOCKQUOTE', 'Q', 'DEL', 'INS']);

type Role = 'link' | 'cite' | 'image' | 'none';

function roleOf(tag: string, attribute: string): Role {
  if (attribute === 'href' && LINKS.has(tag)) return 'link';
  if (attribute === 'cite' && CITES.has(tag)) return 'cite';
  if (attribute === 'background' || IMAGE_ATTRIBUTES[tag]?.includes(attribute)) return 'image';
  return 'none';
}

type HostRule = (host: string) => boolean;
const noHost: HostRule = () => false;
const idle = () => ({
  remoteImages: 'block' as RemoteImages,
  allowHost: noHost,
  blocked: 0,
  hosts: new Set<string>(),
});
// The options of the call in progress (sanitising is synchronous, so one at a time).
let call = idle();

/**
 * The hosts of an image attribute's remote addresses that may be allowed (`https:`), and
 * whether every address is local or on an allowed host.
 */
function remoteHosts(attribute: string, value: string): { hosts: string[]; allowed: boolean } {
  const urls = attribute === 'srcset' ? srcsetUrls(value) : [value.trim()];
  const hosts: string[] = [];
  let allowed = true;
  for (const url of urls) {
    if (imageVerdict(url) === 'local') continue;
    const source = imageSource(url);
    if (source.kind === 'remote') hosts.push(source.host);
    // An `http:` address is never allowed, whatever its host.
    if (source.kind !== 'remote' || !call.allowHost(source.host)) allowed = false;
  }
  return { hosts, allowed };
}

function checkImage(node: Element, attribute: string, value: string): boolean {
  const verdict: ImageVerdict =
    attribute === 'srcset' ? srcsetVerdict(value) : imageVerdict(value.trim());
  if (verdict === 'unsafe') {
    node.removeAttribute(attribute);
    return false;
  }
  if (verdict === 'remote' && call.remoteImages === 'block') {
    const { hosts, allowed } = remoteHosts(attribute, value);
    if (allowed) return false;
    hosts.filter((host) => !call.allowHost(host)).forEach((host) => call.hosts.add(host));
    node.removeAttribute(attribute);
    node.setAttribute(`${BLOCKED_PREFIX}${attribute}`, value);
    return true;
  }
  return false;
}

purifier.addHook?.('afterSanitizeAttributes', (node) => {
  const tag = node.tagName.toUpperCase();
  // Our own markers are never taken from the input; renamed handlers go as well.
  for (const name of node.getAttributeNames()) {
    if (name.startsWith(BLOCKED_PREFIX) || name.startsWith(RENAMED_HANDLER_PREFIX)) {
      node.removeAttribute(name);
    }
  }
  let blocked = false;
  for (const attribute of URL_ATTRIBUTES) {
    const value = node.getAttribute(attribute);
    if (value === null) continue;
    const role = roleOf(tag, attribute);
    if (role === 'image') blocked = checkImage(node, attribute, value) || blocked;
    else if (role === 'link' && isSafeLink(value)) continue;
    else if (role === 'cite' && isWebUrl(value)) continue;
    else node.removeAttribute(attribute);
  }
  if (blocked) call.blocked += 1;
  node.removeAttribute('target');
  node.removeAttribute('formtarget');
  // Removed and set again, so that a second pass gives the same attribute order.
  node.removeAttribute('rel');
  if (LINKS.has(tag) && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'portal',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'base',
    'meta',
    'link',
    'noscript',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'ping', 'formaction', 'formtarget', 'action', 'target'],
};

/**
 * Sanitises `html`; remote images are blocked unless `remoteImages` is `'show'` or their
 * hosts pass `allowHost`.
 */
export function cleanHtml(
  html: string,
  {
    remoteImages = 'block',
    allowHost = noHost,
  }: { remoteImages?: RemoteImages; allowHost?: HostRule } = {},
): CleanHtml {
  if (!purifier.isSupported) return make('', 0);
  call = { ...idle(), remoteImages, allowHost };
  try {
    const sanitized = purifier.sanitize(quietHandlers(html), config);
    return make(sanitized, call.blocked, [...call.hosts]);
  } finally {
    call = idle();
  }
}

/** Sanitised markup (remote images blocked unless asked for). */
export function sanitizeHtml(html: string, options?: { remoteImages?: RemoteImages }): string {
  return cleanHtml(html, options).html;
}
