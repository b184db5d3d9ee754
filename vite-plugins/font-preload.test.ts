import type { IndexHtmlTransformContext, IndexHtmlTransformResult, ResolvedConfig } from 'vite';
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
  return hook.handler('<html></html>', { bundle } as unknown as IndexHtmlTransformContext);
}

describe('font preload', () => {
  it('preloads the Latin Inter file at low priority, under the base path', () => {
    const result = transform(
      ['assets/index.js', 'assets/inter-latin-wght-normal-Ab12_x.woff2'],
      '/app/',
    );
    expect(result).toEqual({
      html: '<html></html>',
      tags: [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: '/app/assets/inter-latin-wght-normal-Ab12_x.woff2',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            fetchpriority: 'low',
          },
          injectTo: 'head',
        },
      ],
    });
  });

  it('fails the build when the font is no longer built', () => {
    expect(() => transform(['assets/index.js'])).toThrow(/no built file matches/);
  });
});
