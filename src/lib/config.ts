import { useSyncExternalStore } from 'react';
import { readConfigFile, type AppConfig } from './config-schema';

export type { AppConfig } from './config-schema';

/** Set by vite.config.ts (`define`) from the VITE_* variables it validated. */
declare const __BUILD_CONFIG__: AppConfig;

/**
 * The configuration of this build (see `config-schema.ts` for the variables, which
 * vite.config.ts validates and passes in): the defaults `config.json` overrides at run time.
 * Read it for what never changes after the build; read the API's address, `demoAuth` and
 * `demoDelay` through `currentConfig()` or `whenConfigReady()`, which follow the served
 * `config.json`.
 */
export const buildConfig: AppConfig = __BUILD_CONFIG__;

/** What no `config.json` changes: whether the demo is in the bundle, the auth contract. */
export const config: Pick<AppConfig, 'demo' | 'endpoints' | 'tokenType'> = {
  demo: buildConfig.demo,
  endpoints: buildConfig.endpoints,
  tokenType: buildConfig.tokenType,
};

/** Beside `index.html`, wherever the app is served from. */
export const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;
/** As long as any call may take (lib/http.ts): a slow link still gets its own API. */
const CONFIG_TIMEOUT_MS = 30_000;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The configuration `config.json` gives over `base`. Never rejects: a file that is
 * missing, unreachable, not JSON or against the schema leaves `base` in force, with a
 * warning that says why (the page still works, on the build's defaults).
 */
export async function fetchConfig(
  base: AppConfig,
  fetcher: Fetch = (url, init) => fetch(url, init),
): Promise<AppConfig> {
  const fallBack = (why: string) => {
    console.warn(`${CONFIG_URL} ${why}: the build's defaults are used`, base);
    return base;
  };
  let text: string;
  try {
    const response = await fetcher(CONFIG_URL, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) return fallBack(`answered ${response.status}`);
    text = await response.text();
  } catch (error) {
    return fallBack(
      `could not be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const { config: read, problem } = readConfigFile(base, text);
  return problem ? fallBack(problem) : read;
}

let current = buildConfig;
let loading: Promise<AppConfig> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches `config.json` once (main.tsx, at boot, beside the first render: the first paint
 * never waits for it). The calls that need it wait for it instead (`whenConfigReady`).
 */
export function loadConfig(fetcher?: Fetch): Promise<AppConfig> {
  loading ??= fetchConfig(buildConfig, fetcher).then((loaded) => {
    current = loaded;
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

/**
 * The configuration in force once `config.json` has been read. Where nothing loads it (unit
 * tests, the build's prerender) the build's own, at once.
 */
export function whenConfigReady(): Promise<AppConfig> {
  return loading ?? Promise.resolve(current);
}

/** The configuration in force now: the build's until `config.json` has been read. */
export function currentConfig(): AppConfig {
  return current;
}

/** Back to the build's configuration, nothing loaded (tests). */
export function forgetLoadedConfig(): void {
  current = buildConfig;
  loading = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The configuration, for rendering. While React hydrates the prerendered sign-in page (and
 * on the server) it is the build's, which that HTML was drawn with, so hydration matches;
 * then the page renders again with `config.json`'s if they differ.
 */
export function useConfig(): AppConfig {
  return useSyncExternalStore(subscribe, currentConfig, () => buildConfig);
}
