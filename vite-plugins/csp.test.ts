import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  connectSources,
  inlineScripts,
  policyFor,
  scriptHash,
  servedPolicy,
  withPolicy,
} from './csp.ts';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const page = (head: string, body = '') =>
  `<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n${head}  </head>\n  <body>${body}</body>\n</html>\n`;

/** The policy a page carries, and where its `<meta>` is. */
function policyOf(html: string) {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  return { policy: match?.[1] ?? '', index: match?.index ?? -1 };
}

describe('script hashes', () => {
  it('hashes the UTF-8 text between the tags, as a CSP source expression', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash('var s = "Olá — ✓";')).toBe(sha256('var s = "Olá — ✓";'));
  });

  it('hashes line ends as the parser gives them (CR LF and CR become LF)', () => {
    expect(scriptHash('a();\r\nb();\rc();')).toBe(sha256('a();\nb();\nc();'));
  });
});

describe('inline scripts of a page', () => {
  it('lists every inline script in order, skipping those with src', () => {
    const html = page(
      '<script>one()</script>\n<script type="module" crossorigin src="/assets/x.js"></script>\n',
      '<div id="root"></div><SCRIPT>\n  two();\n</SCRIPT><script type="module">three()</script >',
    );
    expect(inlineScripts(html)).toEqual(['one()', '\n  two();\n', 'three()']);
  });
});

describe('the policy', () => {
  it("allows 'self' and the listed hashes, once each, and closes the other doors", () => {
    expect(policyFor(["'sha256-a'", "'sha256-b'", "'sha256-a'"])).toBe(
      "script-src 'self' 'sha256-a' 'sha256-b'; object-src 'none'; base-uri 'self'; form-action 'self'; worker-src 'self' blob:",
    );
  });

  it('sets neither default-src nor connect-src nor style-src nor frame-ancestors in the meta', () => {
    const policy = policyFor([]);
    for (const directive of ['default-src', 'connect-src', 'style-src', 'frame-ancestors']) {
      expect(policy).not.toContain(directive);
    }
  });
});

describe('adding the policy to a page', () => {
  it('puts the meta right after <meta charset>, with the hash of each inline script', () => {
    const html = page(
      '    <title>x</title>\n    <script>skin()</script>\n',
      '<script>boot()</script><script type="module" src="/assets/entry.js"></script>',
    );
    const result = withPolicy(html);
    expect(result.hashes).toEqual([sha256('skin()'), sha256('boot()')]);
    const { policy, index } = policyOf(result.html);
    expect(policy).toBe(
      `script-src 'self' ${sha256('skin()')} ${sha256('boot()')}; ` +
        "object-src 'none'; base-uri 'self'; form-action 'self'; worker-src 'self' blob:",
    );
    const head = result.html.slice(result.html.indexOf('<head>') + '<head>'.length);
    expect(head.trimStart().startsWith('<meta charset="UTF-8" />')).toBe(true);
    expect(index).toBe(result.html.indexOf('<meta charset="UTF-8" />') + 29);
    // Nothing else changed.
    expect(result.html.replace(/\n {4}<meta http-equiv[^>]*>/, '')).toBe(html);
  });

  it("gives a page without inline scripts only 'self'", () => {
    const result = withPolicy(page('', '<script type="module" src="/assets/entry.js"></script>'));
    expect(result.hashes).toEqual([]);
    expect(policyOf(result.html).policy).toMatch(/^script-src 'self'; object-src 'none'/);
  });

  it('goes first in <head> when there is no <meta charset>', () => {
    const result = withPolicy('<html><head lang="x"><title>t</title></head></html>');
    expect(result.html).toMatch(/^<html><head lang="x">\n {4}<meta http-equiv=/);
  });

  it('replaces a policy already there, so a second run changes nothing', () => {
    const once = withPolicy(page('<script>a()</script>')).html;
    expect(withPolicy(once).html).toBe(once);
    expect(once.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('refuses a page without <head>, and inline event handlers', () => {
    expect(() => withPolicy('<p>no head</p>')).toThrow(/no <head>/);
    expect(() => withPolicy(page('', '<img src="/a.png" onerror="x()">'))).toThrow(/unsafe-hashes/);
    // Script text that merely looks like an attribute is not a handler.
    expect(() => withPolicy(page('<script>if (a <b onload= 1) {}</script>'))).not.toThrow();
  });
});

describe('the header policy of a served build', () => {
  it("lets the page call its own origin, and the API's when it is on another", () => {
    expect(connectSources('/api')).toBe("connect-src 'self'");
    expect(connectSources('https://api.example.test/v1')).toBe(
      "connect-src 'self' https://api.example.test",
    );
    expect(connectSources('http://127.0.0.1:3333')).toBe(
      "connect-src 'self' http://127.0.0.1:3333",
    );
  });

  it('refuses framing and carries the connect rule', () => {
    expect(servedPolicy('https://api.example.test:8443/auth')).toBe(
      "frame-ancestors 'none'; connect-src 'self' https://api.example.test:8443",
    );
  });
});
