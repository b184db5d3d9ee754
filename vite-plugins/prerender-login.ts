import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { bootScript, PLACEHOLDER } from './prerender-boot.ts';

/**
 * Paints the sign-in page from HTML. After the client build, renders the login route with
 * the app's own components (server rendering through Vite, br and en, light skin) and writes
 * it into `index.html` as two templates, with a small inline script that puts the right one
 * in `#root` for a signed-out visitor of `/login` before the first paint, and asks for the
 * route's chunks and translations at once. `main.tsx` then hydrates instead of rendering.
 */
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const LANGUAGES = ['br', 'en'] as const;

type Renderer = { renderLogin(language: string): Promise<string>; PRERENDERED_PATH: string };

async function render(root: string, mode: string) {
  const server = await createServer({
    root,
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const renderer = (await server.ssrLoadModule('/src/prerender/login.tsx')) as Renderer;
    const html: Record<string, string> = {};
    for (const language of LANGUAGES) {
      // The first pass loads the lazy parts (illustration, customizer); the second renders
      // them inline, so the HTML holds no streaming placeholders or scripts.
      await renderer.renderLogin(language);
      html[language] = await renderer.renderLogin(language);
    }
    return { html, path: renderer.PRERENDERED_PATH };
  } finally {
    await server.close();
  }
}

/** The manifest keys a key needs before it runs: itself and its static imports. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * The CSS files the prerendered HTML needs at first paint: those that define its
 * CSS-module classes (the page's and its lazy parts'). A class no file defines fails the
 * build: the server render and the client build would disagree on names.
 */
function stylesFor(html: string[], cssFiles: Map<string, string>): string[] {
  const classes = new Set(
    html
      .flatMap((page) => [...page.matchAll(/class="([^"]*)"/g)])
      .flatMap((match) => (match[1] ?? '').split(/\s+/))
      .filter((name) => /^_\w+_[a-z0-9]{5}_\d+$/.test(name)),
  );
  const needed = new Set<string>();
  for (const name of classes) {
    const file = [...cssFiles].find(([, css]) => css.includes(`.${name}`))?.[0];
    if (!file) throw new Error(`The prerendered login uses a class the build lacks: ${name}`);
    needed.add(file);
  }
  return [...needed];
}

export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mirante:prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      if (!manifest[LOGIN_PAGE]) return;
      const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
      const inEntry = closure(manifest, entry);
      const scripts = (keys: Set<string>) =>
        [...keys]
          .filter((key) => !inEntry.has(key))
          .map((key) => manifest[key]?.file ?? '')
          .filter((file) => file.endsWith('.js'))
          .map((file) => `${config.base}${file}`);

      const page = closure(manifest, LOGIN_PAGE);
      const preloads = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          scripts(closure(manifest, `src/locales/${language}/auth.json`, new Set(page))),
        ]),
      );
      const started = Date.now();
      const { html, path } = await render(config.root, config.mode);
      const entryCss = new Set(manifest[entry]?.css ?? []);
      const cssFiles = new Map(
        Object.values(manifest)
          .flatMap((item) => item.css ?? [])
          .filter((file) => !entryCss.has(file))
          .map((file) => [file, readFileSync(join(outDir, file), 'utf8')] as const),
      );
      const styles = stylesFor(Object.values(html), cssFiles).map(
        (file) => `${config.base}${file}`,
      );

      const indexPath = join(outDir, 'index.html');
      const index = readFileSync(indexPath, 'utf8');
      if (!index.includes(PLACEHOLDER)) throw new Error(`index.html lacks ${PLACEHOLDER}`);
      const templates = LANGUAGES.map(
        (language) => `<template id="prerender-${language}">${html[language]}</template>`,
      ).join('');
      const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
      writeFileSync(
        indexPath,
        index
          .replace('</head>', `${links.join('')}</head>`)
          .replace(
            PLACEHOLDER,
            `${templates}<script>${bootScript(`${config.base}${path.slice(1)}`, preloads)}</script>`,
          ),
      );
      config.logger.info(
        `Prerendered ${path} (br ${html.br?.length ?? 0} B, en ${html.en?.length ?? 0} B) in ${Date.now() - started} ms`,
      );
    },
  };
}
