import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The Content-Security-Policy of the built app, as a `<meta>` in every HTML file of the
 * build: scripts only from the app's own origin or inline ones whose SHA-256 is listed (the
 * skin script, the route preloads, the prerendered login's boot), no plugins, no `<base>`
 * elsewhere, forms sent only here. Anything injected into the page (an inline script, an
 * `on*` attribute, a `javascript:` URL, `eval`) is refused and reported.
 *
 * Not set, on purpose: `default-src`, `connect-src` (real mode calls an API on another
 * origin), `style-src` (Mantine writes `<style>` elements), `img-src` (avatars and images
 * from data). `frame-ancestors` is ignored in a `<meta>`: it is a header
 * (`FRAME_POLICY_HEADERS`, sent by `vite preview`; other hosts in the README).
 */
export const POLICY_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
];

/** The header no `<meta>` can replace: no site may show the app in a frame. */
export const FRAME_POLICY_HEADERS = { 'Content-Security-Policy': "frame-ancestors 'none'" };

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const POLICY_META = /\s*<meta\s+http-equiv="Content-Security-Policy"[^>]*>/gi;
// An `on…=` attribute inside a tag: it would need 'unsafe-hashes', so the build refuses it.
const INLINE_HANDLER = /<[a-z][^<>]*?\son[a-z]+\s*=/i;

/** The source expression of a script's text, as the browser hashes it (line ends as parsed). */
export function scriptHash(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

/** The texts of the inline scripts of a page (those without `src`), in document order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

export function policyFor(hashes: readonly string[]): string {
  const scriptSrc = ['script-src', "'self'", ...new Set(hashes)].join(' ');
  return [scriptSrc, ...POLICY_DIRECTIVES.map((directive) => directive.join(' '))].join('; ');
}

/**
 * The page with its policy as the first element of `<head>` after `<meta charset>` (a
 * policy covers only what the parser meets after it). A policy already there is replaced,
 * so a second run gives the same file.
 */
export function withPolicy(html: string): { html: string; hashes: string[] } {
  if (INLINE_HANDLER.test(html.replace(INLINE_SCRIPT, ''))) {
    throw new Error('An inline event handler (on…=) would need unsafe-hashes; use a script file');
  }
  const page = html.replace(POLICY_META, '');
  const hashes = inlineScripts(page).map(scriptHash);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(hashes)}">`;
  const anchor = /<meta\s+charset\b[^>]*>/i.exec(page) ?? /<head\b[^>]*>/i.exec(page);
  if (!anchor) throw new Error('The page has no <head> for its Content-Security-Policy');
  const at = anchor.index + anchor[0].length;
  return { html: `${page.slice(0, at)}\n    ${meta}${page.slice(at)}`, hashes };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Adds the policy to every HTML file of the client build, once the HTML is final: the last
 * `closeBundle`, after the prerender (prerender-login.ts) wrote its scripts into
 * `index.html`. Rolldown awaits each plugin's `closeBundle` in turn, in hook order.
 * The dev server is left alone (its client injects scripts this policy would refuse).
 */
export function contentSecurityPolicy(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mirante:csp',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        let scripts = 0;
        const files = htmlFiles(outDir);
        for (const file of files) {
          const { html, hashes } = withPolicy(readFileSync(file, 'utf8'));
          writeFileSync(file, html);
          scripts += hashes.length;
        }
        config.logger.info(
          `Content-Security-Policy in ${files.length} HTML files, ${scripts} inline scripts hashed`,
        );
      },
    },
  };
}
