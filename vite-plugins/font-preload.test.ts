import type { IndexHtmlTransformContext, IndexHtmlTransformResult, ResolvedConfig } from 'vite';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fontPreload } from './font-preload.ts';

/** Runs the plugin's index.html transform over a bundle holding these file names. */
function transform(files: string[], base = '/') {
  const plugin = fontPreload();
  const resolved = plugin.configResolved as (config: ResolvedConfig) => void;
  resolved({ base } as ResolvedConfig);
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => IndexHtmlTransformResult;
  };
  const bundle = Object.fromEntries(files.map((file) => [file, {}]));
  return hook.handler('<head><script>skin()</script></head>', {
    bundle,
  } as unknown as IndexHtmlTransformContext);
}

describe('font preload', () => {
  it('preloads the Latin Inter file, under the base path, for a visitor without a session', () => {
    const result = transform(
      ['assets/index.js', 'assets/inter-latin-wght-normal-Ab12_x.woff2'],
      '/app/',
    ) as string;
    const script = /<script>skin\(\)<\/script>\s*<script>([\s\S]*)<\/script><\/head>/.exec(
      result,
    )?.[1];
    expect(script).toBeDefined();
    const run = (session: string | null) => {
      const links: Record<string, string>[] = [];
      runInNewContext(script ?? '', {
        document: {
          createElement: () => ({}),
          head: { appendChild: (link: Record<string, string>) => links.push(link) },
        },
        localStorage: { getItem: () => session },
      });
      return links;
    };
    expect(run(null)).toEqual([
      {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: '',
        href: '/app/assets/inter-latin-wght-normal-Ab12_x.woff2',
        fetchPriority: 'low',
      },
    ]);
    // Signed in, the page's scripts come first; the font is asked for when text is laid out.
    expect(run('a session')).toEqual([]);
  });

  it('fails the build when the font is no longer built', () => {
    expect(() => transform(['assets/index.js'])).toThrow(/no built file matches/);
  });
});
