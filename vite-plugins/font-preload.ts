import type { Plugin } from 'vite';
import { SIGNED_IN } from './prerender-boot.ts';

/** The font files every page paints with (src/app/fonts.css), by the start of their name. */
const PRELOADED = [/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/];

/**
 * Preloads each font every page uses, so the file downloads with the stylesheet instead of
 * after it (a font is only requested once text that needs it is laid out) — for a visitor
 * without a session, whose sign-in page paints from prerendered HTML at once. A signed-in page
 * paints after its scripts, which its bytes would slow on a slow link (the dashboard was ready
 * 0.28 s later with it); its text asks for the font when it is laid out, and shows in the
 * fallback meanwhile. An inline script adds the links, as the head script reads the session.
 * Fails the build if a listed file is missing: the preload would silently stop working when
 * the font is renamed.
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
          return `${base}${found}`;
        });
        // After the head's first script (the skin's, itself after `<meta charset>`), before any
        // stylesheet: a script after one would wait for it.
        const at = html.indexOf('</script>') + '</script>'.length;
        if (at < '</script>'.length) throw new Error('font-preload: index.html has no head script');
        return `${html.slice(0, at)}\n    <script>${fontScript(files)}</script>${html.slice(at)}`;
      },
    },
  };
}

/** The inline script that preloads `files` (fonts) for a visitor without a session. */
function fontScript(files: string[]): string {
  return `(function () {
  if (${SIGNED_IN}) return;
  var files = ${JSON.stringify(files)};
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = '';
    link.href = files[i];
    // Behind the page's stylesheets: its text paints in the fallback meanwhile.
    link.fetchPriority = 'low';
    document.head.appendChild(link);
  }
})();`;
}
