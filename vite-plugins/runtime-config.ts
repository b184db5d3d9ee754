import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, relative, resolve } from 'node:path';
import type { Connect, Logger, Plugin, ResolvedConfig } from 'vite';
import {
  configFileFor,
  parseConfig,
  readConfigFile,
  type AppConfig,
  type EnvInput,
} from '../src/lib/config-schema.ts';
import { FRAME_POLICY, servedPolicy } from './csp.ts';

/**
 * `config.json`, the configuration the app reads at run time (src/lib/config.ts), so that
 * one build serves any API:
 *  - the build writes it beside `index.html` from the `VITE_*` variables (the build's own
 *    defaults), and adds a `preload` for it to the page, so it downloads with the entry;
 *  - `vite preview` (`npm start`) serves it, or the file `MIRANTE_CONFIG` names instead
 *    (the real-mode tests and `npm run start:real` point the same `dist/` at their API
 *    without touching it), and sends with every answer the header policy for the API that
 *    file names: `frame-ancestors 'none'` and `connect-src 'self'` plus the API's origin;
 *  - the dev server answers it from the variables (or `MIRANTE_CONFIG`).
 */
export const CONFIG_FILE = 'config.json';
export const CONFIG_ENV = 'MIRANTE_CONFIG';
const WORKER_SCRIPT = 'mockServiceWorker.js';

/** The text of `config.json` as the build writes it. */
export function configText(env: EnvInput): string {
  return `${JSON.stringify(configFileFor(env), null, 2)}\n`;
}

/** The file `MIRANTE_CONFIG` names, which must exist, or `undefined`. */
function namedFile(): string | undefined {
  const named = process.env[CONFIG_ENV];
  if (!named) return undefined;
  const file = resolve(named);
  if (!existsSync(file)) throw new Error(`${CONFIG_ENV} names ${file}, which does not exist`);
  return file;
}

/**
 * What a served `config.json` says, read again whenever the file changes: its text (`null`
 * when there is none) and the configuration the app will run on, as the app reads it (the
 * build's defaults when the file is missing or invalid, with a warning).
 */
export function servedConfig(file: string, defaults: AppConfig, logger: Pick<Logger, 'warn'>) {
  let seen: { mtime: number; text: string | null; config: AppConfig } | null = null;
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (seen?.mtime === mtime) return seen;
    const text = mtime < 0 ? null : readFileSync(file, 'utf8');
    const read = text === null ? { config: defaults } : readConfigFile(defaults, text);
    if (read.problem) {
      logger.warn(`${file} ${read.problem}: the app runs on the build's defaults`);
    }
    seen = { mtime, text, config: read.config };
    return seen;
  };
}

const pathOf = (request: Connect.IncomingMessage) =>
  new URL(request.url ?? '/', 'http://localhost').pathname;

function sendJson(response: ServerResponse, text: string) {
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(text);
}

export function runtimeConfig(env: EnvInput): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mirante:runtime-config',
    configResolved(resolved) {
      config = resolved;
    },

    generateBundle() {
      if (config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: CONFIG_FILE, source: configText(env) });
    },

    transformIndexHtml() {
      // Fetched by main.tsx, which only runs once the entry has arrived: asked for now.
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `${config.base}${CONFIG_FILE}`,
            as: 'fetch',
            crossorigin: '',
          },
          injectTo: 'head',
        },
      ];
    },

    configureServer(server) {
      const file = namedFile();
      server.middlewares.use((request, response, next) => {
        if (pathOf(request) !== `${config.base}${CONFIG_FILE}`) return next();
        sendJson(response, file ? readFileSync(file, 'utf8') : configText(env));
      });
    },

    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      if (!existsSync(join(outDir, 'index.html'))) {
        throw new Error(`${outDir} holds no build: run "npm run build" first`);
      }
      const file = namedFile() ?? join(outDir, CONFIG_FILE);
      const read = servedConfig(file, parseConfig(env), config.logger);
      const { apiUrl, demoAuth } = read().config;
      const inside = relative(config.root, file);
      const where = inside.startsWith('..') ? file : inside;
      config.logger.info(
        demoAuth
          ? `Demo mode: the demo in the page signs users in (${where})`
          : `Signing in at ${apiUrl} (${where})`,
      );
      server.middlewares.use((request, response, next) => {
        const path = pathOf(request);
        const served = read();
        response.setHeader(
          'Content-Security-Policy',
          path === `${config.base}${WORKER_SCRIPT}`
            ? FRAME_POLICY
            : servedPolicy(served.config.apiUrl),
        );
        if (path !== `${config.base}${CONFIG_FILE}`) return next();
        if (served.text !== null) return sendJson(response, served.text);
        // Not the page the fallback would give: the app says the file is missing.
        response.statusCode = 404;
        response.end();
      });
    },
  };
}
