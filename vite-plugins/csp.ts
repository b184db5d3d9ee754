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
 * Not in the `<meta>`, on purpose: `default-src`, `style-src` (Mantine writes `<style>`
 * elements), `img-src` (avatars and images from data), and the two a header carries
 * (`servedPolicy`, sent by `vite preview`; other hosts in docs/deployment.md): `frame-ancestors`,
 * which a `<meta>` cannot set, and `connect-src`, which follows the API address of the
 * served `config.json` (read at run time, so one build serves any API) — a `<meta>` written
 * at build time would refuse any other address (a page enforces both policies).
 */
export const POLICY_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  // The XLSX export (write-excel-file) zips a large sheet in a worker made from a blob: URL.
  ['worker-src', "'self' blob:"],
];

/** What no `<meta>` can say: no site may show the app in a frame. */
export const FRAME_POLICY = "frame-ancestors 'none'";

/**
 * The origins the page may call: its own, and the API's when `apiUrl` is on another one
 * (a path such as `/api` is on this origin).
 */
export function connectSources(apiUrl: string): string {
  const sources = ["'self'"];
  if (/^https?:\/\//i.test(apiUrl)) sources.push(new URL(apiUrl).origin);
  return `connect-src ${sources.join(' ')}`;
}

/**
 * The header policy of a served build for the API at `apiUrl`. Not for the demo's service
 * worker script, which gets `FRAME_POLICY` alone: a worker's own policy would hold the
 * requests it passes through for the page (images of other origins in an email) to its
 * `connect-src`.
 */
export function servedPolicy(apiUrl: string): string {
  return `${FRAME_POLICY}; ${connectSources(apiUrl)}`;
}

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
  // closeBundle also runs after a failed build, which has no HTML to read.
  let written = false;
  return {
    name: 'mirante:csp',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (config.build.ssr || !written) return;
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
