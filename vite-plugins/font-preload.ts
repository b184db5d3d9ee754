import type { Plugin } from 'vite';

/** The font files every page paints with (src/app/fonts.css), by the start of their name. */
const PRELOADED = [/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/];

/**
 * Adds a `<link rel="preload" as="font">` for each font every page uses to the head of
 * `index.html`, so the file downloads with the stylesheet instead of after it (a font is only
 * requested once text that needs it is laid out). Fails the build if a listed file is missing:
 * the preload would silently stop working when the font is renamed.
 */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'mirante:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const names = Object.keys(bundle);
        const files = PRELOADED.map((pattern) => {
          const found = names.find((name) => pattern.test(name));
          if (!found) throw new Error(`font-preload: no built file matches ${pattern}`);
          return found;
        });
        return {
          html,
          tags: files.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              // Behind the page's stylesheets and scripts: text paints in the fallback meanwhile.
              fetchpriority: 'low',
            },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}
