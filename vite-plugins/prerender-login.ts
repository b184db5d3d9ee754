import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import {
  createServer,
  createServerModuleRunnerTransport,
  type Manifest,
  type NormalizedServerHotChannel,
  type Plugin,
  type ResolvedConfig,
  type ViteDevServer,
} from 'vite';
import { createDefaultImportMeta, ESModulesEvaluator, ModuleRunner } from 'vite/module-runner';
import { PLACEHOLDER, preloadScript, prerenderScript } from './prerender-boot.ts';
import { readRoutes, routePreloads, withModuleKeys } from './route-preloads.ts';

/**
 * Paints the sign-in page from HTML, and has every page's chunks requested with the entry.
 * After the client build, renders the login route with
 * the app's own components (server rendering through Vite, each language, light skin) and
 * writes it into `index.html` as a template per language, with a small inline script that puts the right one
 * in `#root` for a signed-out visitor of `/login` before the first paint, and asks for the
 * chunks and translations of the page being opened (route-preloads.ts). `main.tsx` then
 * hydrates instead of rendering.
 */
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';

/** What `src/prerender/login.tsx` exports. */
interface Renderer {
  renderLogin(language: string): Promise<string>;
  PRERENDERED_PATH: string;
  prerenderedLanguages: Array<{ language: string; htmlLang: string }>;
}

/**
 * Runs modules through Vite's server rendering, as `ssrLoadModule` does but with a plain
 * `import.meta` (no `resolve` method). Vite's own runner gives every module Node's, and on
 * Node 20 (which lacks `Module.registerHooks`) that registers an off-thread resolution hook
 * through which every later `import` of the process then goes: each of the thousand files
 * of the UI libraries a round trip to another thread. On two cores at load 15 the login's
 * render took 10–12 s that way, 5–7 s without (2.5 s of CPU against 1.9 s). The
 * prerendered modules never resolve anything through `import.meta`.
 * (Nor may this file's own text name that method: Vite registers the same hook for a
 * config whose bundled code mentions it.)
 */
function createRunner(server: ViteDevServer): ModuleRunner {
  return new ModuleRunner(
    {
      transport: createServerModuleRunnerTransport({
        // What Vite's own runner is given (its server environment's channel).
        channel: server.environments.ssr.hot as NormalizedServerHotChannel,
      }),
      hmr: false,
      createImportMeta: createDefaultImportMeta,
    },
    new ESModulesEvaluator(),
  );
}

async function render(
  root: string,
  mode: string,
  manifest: Manifest,
  warn: (message: string) => void,
) {
  const server = await createServer({
    root,
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createRunner(server);
  try {
    const renderer = await runner.import<Renderer>('/src/prerender/login.tsx');
    const html: Record<string, string> = {};
    for (const { language } of renderer.prerenderedLanguages) {
      html[language] = completeBoundaries(await renderer.renderLogin(language));
      // A page that threw renders as the route's error page: never ship that as the login.
      if (!/<form\b/.test(html[language])) {
        throw new Error(`The prerendered login (${language}) has no form: it failed to render`);
      }
    }
    const rendered = Date.now();
    const { routes, loaded } = await readRoutes(server, runner, root, manifest, warn);
    return {
      html,
      path: renderer.PRERENDERED_PATH,
      languages: renderer.prerenderedLanguages,
      routes,
      loaded,
      routesMs: Date.now() - rendered,
    };
  } finally {
    await runner.close();
    await server.close();
  }
}

/**
 * React writes a boundary whose lazy part arrived after the shell (the illustration) as a
 * placeholder, a hidden segment and a script that swaps them. A template cannot run that
 * script, so the swap is done here: the HTML is what React would have written inline.
 */
export function completeBoundaries(html: string): string {
  let out = html.replace(/<script>[\s\S]*?<\/script>/g, '');
  for (const match of [...out.matchAll(/<div hidden id="S:(\d+)">/g)]) {
    const start = out.indexOf(match[0]);
    let depth = 0;
    let end = start;
    const tags = /<\/?div\b[^>]*>/g;
    tags.lastIndex = start;
    for (let tag = tags.exec(out); tag; tag = tags.exec(out)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    const segment = out.slice(start + match[0].length, end - '</div>'.length);
    out = out.slice(0, start) + out.slice(end);
    out = out.replace(`<!--$?--><template id="B:${match[1]}"></template>`, `<!--$-->${segment}`);
  }
  if (/<template|<script|<!--\$[?!]-->/.test(out)) {
    throw new Error('The prerendered login still holds streaming placeholders');
  }
  return out;
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
  // closeBundle also runs after a failed build: nothing to prerender then, and reading the
  // missing manifest would hide the build's own error behind ours.
  let written = false;
  /** Each chunk's modules, by file, as manifest keys (paths from the root). */
  const modules = new Map<string, string[]>();
  return {
    name: 'mirante:prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      written = false;
    },
    generateBundle(_options, bundle) {
      modules.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const ids = chunk.moduleIds.filter((id) => !id.includes('\0') && !id.includes('?'));
        modules.set(
          chunk.fileName,
          ids.map((id) => relative(config.root, id).split(sep).join('/')),
        );
      }
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (config.build.ssr || !written) return;
      const outDir = resolve(config.root, config.build.outDir);
      const manifest = withModuleKeys(
        JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest,
        modules,
      );
      if (!manifest[LOGIN_PAGE]) return;
      const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
      const started = Date.now();
      const { html, path, languages, routes, loaded, routesMs } = await render(
        config.root,
        config.mode,
        manifest,
        (message) => config.logger.warn(message),
      );
      const names = languages.map(({ language }) => language);
      const preloads = routePreloads(manifest, routes, names, config.base);
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
      const templates = names
        .map((language) => `<template id="prerender-${language}">${html[language]}</template>`)
        .join('');
      const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
      const entryTag = index.indexOf('<script type="module"');
      if (entryTag < 0) throw new Error('index.html has no entry script');
      // The route's files are asked for after the entry and its imports (the framework and
      // Mantine go on the wire first), and before the first stylesheet (an inline script
      // after one waits for it to arrive).
      const at = entryTag;
      writeFileSync(
        indexPath,
        (
          index.slice(0, at) +
          `<script>${preloadScript(preloads, languages)}</script>\n    ` +
          index.slice(at)
        )
          .replace('</head>', `${links.join('')}</head>`)
          .replace(
            PLACEHOLDER,
            `${templates}<script>${prerenderScript(`${config.base}${path.slice(1)}`, languages)}</script>`,
          ),
      );
      config.logger.info(
        `Prerendered ${path} (br ${html.br?.length ?? 0} B, en ${html.en?.length ?? 0} B) and ` +
          `the preloads of ${preloads.length} routes in ${Date.now() - started} ms ` +
          `(the routes ${routesMs} ms; loaded to read them: ${loaded.join(', ') || 'none'})`,
      );
    },
  };
}
