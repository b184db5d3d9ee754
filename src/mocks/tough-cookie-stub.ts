/**
 * Stands in for `tough-cookie` in the browser build (see vite.config.ts). MSW keeps a
 * cookie jar for handlers that read or set cookies; ours never do (the session travels in
 * a bearer token), so the jar is always empty and its ~30 KiB library stays out of the bundle.
 */
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return [];
  }

  setCookie(): Promise<void> {
    return Promise.resolve();
  }
}
