import { describe, expect, it } from 'vitest';
import { cleanHtml, sanitizeHtml, type RemoteImages } from './sanitize';
import { srcsetUrls } from './url-policy';
import { xssCorpus } from './xss-corpus';

// What must never survive, by kind: scripts and plugins, other documents, document-level
// tags, forms, styles, foreign namespaces and inert containers.
const FORBIDDEN_TAGS = [
  ...['script', 'object', 'embed', 'applet'],
  ...['iframe', 'frame', 'frameset'],
  ...['base', 'meta', 'link'],
  ...['form', 'input', 'button', 'textarea', 'select'],
  ...['style', 'svg', 'math', 'template', 'noscript'],
];
const URL_ATTRIBUTES =
  /^(href|xlink:href|src|srcset|poster|background|cite|action|formaction|data|data-blocked-.+)$/;
const FORBIDDEN_ATTRIBUTES = new Set([
  'style',
  'srcdoc',
  'formaction',
  'formtarget',
  'action',
  'ping',
]);
const RUNNABLE = /^(javascript|vbscript|livescript|data:(text|application))/;

const withoutMarkers = (html: string) => html.replace(/ data-blocked-[a-z]+="[^"]*"/g, '');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The address as a browser would read it: control characters and spaces do not count. */
const squeeze = (value: string) =>
  [...value]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

function urlProblem(name: string, value: string): string | null {
  const values = name.endsWith('srcset') ? srcsetUrls(value) : [value];
  for (const url of values) {
    let protocol = '';
    try {
      protocol = new URL(url, document.baseURI).protocol;
    } catch {
      // Unparseable: only the raw text is checked.
    }
    if (RUNNABLE.test(squeeze(url)) || /^(javascript|vbscript):$/.test(protocol)) {
      return `${name}="${value}"`;
    }
  }
  return null;
}

/** Everything in `html` that the policy says must not survive. */
function problems(html: string): string[] {
  const found: string[] = [];
  const doc = parse(html);
  for (const element of doc.querySelectorAll('*')) {
    const tag = element.localName;
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${tag} ${name}`);
      if (FORBIDDEN_ATTRIBUTES.has(name)) found.push(`${tag} ${name}`);
      if (URL_ATTRIBUTES.test(name)) {
        const problem = urlProblem(name, value);
        if (problem) found.push(`${tag} ${problem}`);
      }
    }
    if (element.hasAttribute('target')) {
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (
        element.getAttribute('target') !== '_blank' ||
        !rel.includes('noopener') ||
        !rel.includes('noreferrer')
      ) {
        found.push(`${tag} target without rel`);
      }
    }
  }
  return found;
}

describe('the public XSS corpus', () => {
  it('has a good number of cases with distinct names', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
    expect(new Set(xssCorpus.map((entry) => entry.name)).size).toBe(xssCorpus.length);
  });

  it('finds what it looks for (the check itself works)', () => {
    expect(problems('<a href="java&#x09;script:x" target="_top" onclick="x">a</a>')).toEqual([
      'a href="java\tscript:x"',
      'a onclick',
      'a target without rel',
    ]);
    expect(problems('<svg><use xlink:href="data:text/html,x"/></svg><base>')).toHaveLength(3);
  });

  describe.each<RemoteImages>(['block', 'show'])('with remote images: %s', (remoteImages) => {
    it.each(xssCorpus)('$name', ({ html, keeps }) => {
      const clean = sanitizeHtml(html, { remoteImages });
      expect(problems(clean)).toEqual([]);
      // Serialised and parsed again (what innerHTML does) it is still harmless: no mutation.
      expect(problems(parse(clean).body.innerHTML)).toEqual([]);
      // A second pass changes nothing (but drops our own markers, which input never keeps).
      expect(sanitizeHtml(clean, { remoteImages })).toBe(withoutMarkers(clean));
      if (keeps) expect(clean).toContain(keeps);
    });
  });
});

describe('URL rules on every element', () => {
  it('opens image-map areas like links: a new tab without access to this one', () => {
    const doc = parse(
      sanitizeHtml(
        '<map name="m"><area href="https://evil.example" target="_blank" coords="0,0,9,9"></map>',
      ),
    );
    const area = doc.querySelector('area');
    expect(area?.getAttribute('href')).toBe('https://evil.example');
    expect(area?.getAttribute('target')).toBe('_blank');
    expect(area?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('keeps web, mailto and cite addresses and drops relative links', () => {
    const doc = parse(
      sanitizeHtml(
        [
          '<a href="mailto:ana@exemplo.com.br">m</a>',
          '<a href="/sair">s</a>',
          '<a href="//evil.example">p</a>',
          '<blockquote cite="https://exemplo.com.br/fonte">c</blockquote>',
          '<q cite="/fonte">q</q>',
        ].join(''),
      ),
    );
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'mailto:ana@exemplo.com.br',
      null,
      null,
    ]);
    expect(links.map((link) => link.getAttribute('target'))).toEqual(['_blank', null, null]);
    expect(doc.querySelector('blockquote')?.getAttribute('cite')).toBe(
      'https://exemplo.com.br/fonte',
    );
    expect(doc.querySelector('q')?.hasAttribute('cite')).toBe(false);
  });
});

describe('remote images', () => {
  const remote = [
    '<img src="https://pixel.example.test/open.gif" alt="pixel">',
    '<img src="//pixel.example.test/relative.gif">',
    '<img src="http://pixel.example.test/plain.gif" srcset="https://pixel.example.test/2x.gif 2x">',
    '<picture><source srcset="https://pixel.example.test/s.webp 1x, /local.png 2x"></picture>',
    '<video poster="https://pixel.example.test/poster.png" src="https://pixel.example.test/v.mp4"></video>',
    '<table><tr><td background="https://pixel.example.test/bg.gif">c</td></tr></table>',
  ].join('');
  const local = [
    '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">',
    '<img src="/images/avatars/1.svg" alt="relative">',
    `<img src="${window.location.origin}/images/logo.svg" alt="same origin">`,
    '<img srcset="/a.png 1x, /b.png 2x" alt="srcset">',
  ].join('');

  it('are held back in data attributes the browser does not load, and counted', () => {
    const clean = cleanHtml(remote + local);
    expect(clean.blockedImages).toBe(6);
    const doc = parse(clean.html);
    const loading = [...doc.querySelectorAll('[src], [srcset], [poster], [background]')];
    expect(loading.map((element) => element.getAttribute('alt'))).toEqual([
      'inline',
      'relative',
      'same origin',
      'srcset',
    ]);
    expect(doc.querySelector('img[alt="pixel"]')?.getAttribute('data-blocked-src')).toBe(
      'https://pixel.example.test/open.gif',
    );
    expect(doc.querySelector('video')?.hasAttribute('data-blocked-poster')).toBe(true);
    expect(doc.querySelector('td')?.hasAttribute('data-blocked-background')).toBe(true);
  });

  it('show when asked for, and nothing is then counted', () => {
    const clean = cleanHtml(remote, { remoteImages: 'show' });
    expect(clean.blockedImages).toBe(0);
    expect(clean.html).not.toContain('data-blocked-');
    expect(parse(clean.html).querySelector('img')?.getAttribute('src')).toBe(
      'https://pixel.example.test/open.gif',
    );
  });

  it('are also gone from styles, which are not kept at all', () => {
    const clean = cleanHtml(
      '<p style="background:url(https://pixel.example.test/css.gif)">p</p><style>p{background:url(https://pixel.example.test/s.gif)}</style>',
    );
    expect(clean.html).toBe('<p>p</p>');
  });

  it('report nothing for an email without any', () => {
    expect(cleanHtml(local).blockedImages).toBe(0);
  });
});

describe('srcset', () => {
  it('is split as the browser splits it', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('data:image/png;base64,AA,BB 1x,c.png')).toEqual([
      'data:image/png;base64,AA,BB',
      'c.png',
    ]);
    expect(srcsetUrls('a.png,,b.png, c.png 100w')).toEqual(['a.png,,b.png', 'c.png']);
    expect(srcsetUrls('a.png (x, y) 1x, b.png')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('  ')).toEqual([]);
  });
});
