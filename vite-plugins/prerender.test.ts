import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { completeBoundaries } from './prerender-login.ts';
import { loaderTarget, routePattern, routePreloads, withModuleKeys } from './route-preloads.ts';
import { preloadScript } from './prerender-boot.ts';

describe('route patterns of the boot script', () => {
  const matches = (path: string, pathname: string) => new RegExp(routePattern(path)).test(pathname);

  it('matches a plain path, with or without a trailing slash, and nothing longer', () => {
    expect(matches('/login', '/login')).toBe(true);
    expect(matches('/login', '/login/')).toBe(true);
    expect(matches('/login', '/login-basic')).toBe(false);
    expect(matches('/login', '/pages/login')).toBe(false);
  });

  it('matches the rest of a path after *, params and optional params', () => {
    expect(matches('/apps/email/*', '/apps/email')).toBe(true);
    expect(matches('/apps/email/*', '/apps/email/sent/12')).toBe(true);
    expect(matches('/apps/email/*', '/apps/emails')).toBe(false);
    expect(matches('/apps/invoice/preview/:id?', '/apps/invoice/preview')).toBe(true);
    expect(matches('/apps/invoice/preview/:id?', '/apps/invoice/preview/4987')).toBe(true);
    expect(matches('/apps/user/view/:id', '/apps/user/view')).toBe(false);
    expect(matches('/apps/user/view/:id', '/apps/user/view/7')).toBe(true);
  });

  it('escapes what a regular expression would read', () => {
    expect(matches('/a.b', '/a.b')).toBe(true);
    expect(matches('/a.b', '/axb')).toBe(false);
  });
});

describe('completing streamed boundaries', () => {
  it('puts a late segment where its placeholder was, and drops the scripts', () => {
    const streamed =
      '<main><div><!--$?--><template id="B:0"></template><!--/$--></div><p>form</p></main>' +
      '<script>$RT=1</script><div hidden id="S:0"><svg><g><div>x</div></g></svg></div>' +
      '<script>$RC("B:0","S:0")</script>';
    expect(completeBoundaries(streamed)).toBe(
      '<main><div><!--$--><svg><g><div>x</div></g></svg><!--/$--></div><p>form</p></main>',
    );
  });

  it('fails when a boundary is left unfinished', () => {
    expect(() =>
      completeBoundaries('<main><!--$?--><template id="B:1"></template></main>'),
    ).toThrow(/placeholders/);
  });
});

describe('route preloads', () => {
  // A manifest as Vite writes it: the entry with its stylesheet, a page with its own chunk,
  // a lazy chunk's stylesheet and a shared chunk.
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
    'src/page.tsx': {
      file: 'assets/page.js',
      imports: ['index.html', '_shared.js'],
      css: ['assets/page.css'],
    },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/index.css'] },
    'src/locales/br/page.json': { file: 'assets/page-br.js' },
    'src/locales/en/page.json': { file: 'assets/page-en.js' },
  };
  const routes = [
    {
      entry: { path: '/page', access: 'private' },
      keys: ['src/page.tsx'],
      namespaces: ['page'],
    },
  ] as unknown as Parameters<typeof routePreloads>[1];

  it("lists a page's chunks, then its stylesheets, never the entry's", () => {
    const [route] = routePreloads(manifest, routes, ['br', 'en'], '/');
    expect(route?.files.shared).toEqual([
      '/assets/page.js',
      '/assets/shared.js',
      '/assets/page.css',
      '/assets/shared.css',
    ]);
    expect(route?.files.languages).toEqual({
      br: ['/assets/page-br.js'],
      en: ['/assets/page-en.js'],
    });
  });

  it('finds a module a chunk group took in by the chunk that holds it', () => {
    // The frame's layout and its translations, grouped: no key of their own.
    const grouped = withModuleKeys(
      {
        ...manifest,
        '_frame.js': { file: 'assets/frame.js', imports: ['_shared.js'] },
        '_frame-br.js': { file: 'assets/frame-br.js' },
      },
      new Map([
        ['assets/frame.js', ['src/layout.tsx', 'src/nav.tsx']],
        ['assets/frame-br.js', ['src/locales/br/nav.json', 'src/locales/br/layout.json']],
        ['assets/page.js', ['src/page.tsx', 'src/page-part.tsx']],
      ]),
    );
    const [route] = routePreloads(
      grouped,
      [
        { ...routes[0], keys: ['src/page.tsx', 'src/layout.tsx'], namespaces: ['nav', 'page'] },
      ] as typeof routes,
      ['br'],
      '/',
    );
    // Each file once, though two of its modules asked for it; the entry's never.
    expect(route?.files.shared).toEqual([
      '/assets/page.js',
      '/assets/shared.js',
      '/assets/frame.js',
      '/assets/page.css',
      '/assets/shared.css',
    ]);
    expect(route?.files.languages).toEqual({ br: ['/assets/frame-br.js', '/assets/page-br.js'] });
  });

  it('preloads stylesheets as styles and scripts as modules', () => {
    const [route] = routePreloads(manifest, routes, ['br'], '/');
    const document = { head: { links: [] as Record<string, string>[] } };
    const head = {
      appendChild: (link: Record<string, string>) => document.head.links.push(link),
    };
    const script = preloadScript(route ? [route] : [], [{ language: 'br', htmlLang: 'pt-BR' }]);
    const window: { miranteRoutePreload?: (path: string) => void } = {};
    runInNewContext(script, {
      document: { documentElement: { lang: 'pt-BR' }, head, createElement: () => ({}) },
      location: { pathname: '/page' },
      localStorage: { getItem: () => 'x' },
      window,
    });
    // A signed-in page's files ask at low priority, behind what holds its first paint.
    const low = { fetchPriority: 'low' };
    expect(document.head.links).toEqual([
      { rel: 'modulepreload', href: '/assets/page.js', ...low },
      { rel: 'modulepreload', href: '/assets/shared.js', ...low },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/page.css', ...low },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/shared.css', ...low },
      { rel: 'modulepreload', href: '/assets/page-br.js', ...low },
    ]);
    // Opened later by the app: asked once, at the browser's own priority.
    document.head.links.length = 0;
    window.miranteRoutePreload?.('/page');
    expect(document.head.links).toEqual([]);
  });

  it('leaves the app a preloader for the pages it opens', () => {
    const [route] = routePreloads(manifest, routes, ['br'], '/');
    const links: Record<string, string>[] = [];
    const window: { miranteRoutePreload?: (path: string) => void } = {};
    runInNewContext(preloadScript(route ? [route] : [], [{ language: 'br', htmlLang: 'pt-BR' }]), {
      document: {
        documentElement: { lang: 'pt-BR' },
        head: { appendChild: (link: Record<string, string>) => links.push(link) },
        createElement: () => ({}),
      },
      location: { pathname: '/elsewhere' },
      localStorage: { getItem: () => 'x' },
      window,
    });
    expect(links).toEqual([]);
    window.miranteRoutePreload?.('/page');
    expect(links.map((link) => link.href)).toEqual([
      '/assets/page.js',
      '/assets/shared.js',
      '/assets/page.css',
      '/assets/shared.css',
      '/assets/page-br.js',
    ]);
    expect(links.every((link) => !('fetchPriority' in link))).toBe(true);
  });
});

describe('the module a catalogue loader imports', () => {
  // As Vite's server rendering rewrites `() => import('@/…')`.
  const loader = (code: string) => {
    const fn = () => undefined;
    fn.toString = () => code;
    return fn;
  };

  it('is read from the loader, which may map what it loads', () => {
    expect(
      loaderTarget(loader('() => __vite_ssr_dynamic_import__("/src/features/a/pages/a-page.tsx")')),
    ).toEqual({ key: 'src/features/a/pages/a-page.tsx', plain: true });
    expect(
      loaderTarget(
        loader(
          '() => __vite_ssr_dynamic_import__("/src/features/auth/pages/variants.tsx").then((m) => ({ default: m[variant] }))',
        ),
      ),
    ).toEqual({ key: 'src/features/auth/pages/variants.tsx', plain: false });
  });

  it('is unknown when the loader imports more than one module, or none', () => {
    const two =
      '() => __vite_ssr_dynamic_import__("/src/a.ts").then(() => __vite_ssr_dynamic_import__("/src/b.ts"))';
    expect(loaderTarget(loader(two))).toBeUndefined();
    expect(loaderTarget(loader('() => Promise.resolve({ default: () => null })'))).toBeUndefined();
  });
});
