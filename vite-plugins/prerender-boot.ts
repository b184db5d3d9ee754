import type { RoutePreload } from './route-preloads.ts';

/** Where the prerendered page and its script go in `index.html`: right after `#root`. */
export const PLACEHOLDER = '<!-- prerendered pages -->';

/** A language of the app and the `lang` the head script of `index.html` gives `<html>` for it. */
export interface PageLanguage {
  language: string;
  htmlLang: string;
}

/** The expression that gives the language the head script chose (the first one by default). */
const chosenLanguage = (languages: PageLanguage[]) =>
  `(${JSON.stringify(Object.fromEntries(languages.map((l) => [l.htmlLang, l.language])))})` +
  `[document.documentElement.lang] || ${JSON.stringify(languages[0]?.language ?? '')}`;

/** True when a session is stored (the app checks it properly; this only picks what to show). */
export const SIGNED_IN = `(function () {
    try {
      return Boolean(localStorage.getItem('accessToken') && localStorage.getItem('userData'));
    } catch (error) {
      return false;
    }
  })()`;

/** The name under which the boot script leaves its preloader for the app (src/globals.d.ts). */
export const PRELOAD_GLOBAL = 'miranteRoutePreload';

/**
 * The inline script after the entry's tag and its module preloads, before any stylesheet (a
 * script after one waits for it): asks for the chunks, stylesheets and translations of the
 * page being opened, so they arrive right behind the entry instead of after it runs (a
 * stylesheet only preloaded: the page applies it when it renders). The first route that
 * matches decides, if the visitor may see it: private pages signed in, guest pages signed
 * out, public pages anyone. The same function stays on `window` for the router, which calls
 * it when the app opens another page: that page's chunk, its imports and its translations
 * download side by side, from the one table (the bundler's own per-import lists of
 * dependencies are switched off: they cost every page's JavaScript 4–5 KiB).
 */
export function preloadScript(routes: RoutePreload[], languages: PageLanguage[]): string {
  // Each file once, routes by index: most pages share the frame's files (the table stays
  // small in the HTML as the catalogue grows).
  const names: string[] = [];
  const indexOf = new Map<string, number>();
  const ids = (files: string[]) =>
    files.map((file) => {
      if (!indexOf.has(file)) indexOf.set(file, names.push(file) - 1);
      return indexOf.get(file);
    });
  const table = routes.map((route) => [
    route.pattern,
    route.access,
    ids(route.files.shared),
    Object.fromEntries(Object.entries(route.files.languages).map(([l, f]) => [l, ids(f)])),
  ]);
  return `(function () {
  var names = ${JSON.stringify(names)};
  var routes = ${JSON.stringify(table)};
  var asked = {};
  function preload(path, first) {
    var signedIn = ${SIGNED_IN};
    var language = ${chosenLanguage(languages)};
    for (var i = 0; i < routes.length; i++) {
      if (!new RegExp(routes[i][0]).test(path)) continue;
      var access = routes[i][1];
      if (access === 'public' || (access === 'guest') !== signedIn) {
        var files = routes[i][2].concat(routes[i][3][language] || []);
        for (var j = 0; j < files.length; j++) {
          var file = names[files[j]];
          if (asked[file]) continue;
          asked[file] = true;
          var link = document.createElement('link');
          if (/\\.css$/.test(file)) {
            link.rel = 'preload';
            link.as = 'style';
            link.crossOrigin = '';
          } else {
            link.rel = 'modulepreload';
          }
          link.href = file;
          // On the first load, a signed-in page's files wait behind the stylesheets and the
          // entry's own imports, which hold its first paint (on HTTP/1.1 a browser sends low
          // ones last).
          if (first && access === 'private') link.fetchPriority = 'low';
          document.head.appendChild(link);
        }
      }
      return;
    }
  }
  preload(location.pathname, true);
  window.${PRELOAD_GLOBAL} = function (path) {
    preload(path, false);
  };
})();`;
}

/**
 * The inline script right after `#root`: for a signed-out visitor of the prerendered path,
 * puts the template of the language the head script chose into `#root` and marks it for
 * hydration, before the first paint. A signed-in visitor, or any other path, keeps the
 * loading screen: nobody sees a login form that is not theirs. Until the form has hydrated,
 * a submit (Enter, a click) is held rather than sent as a plain form (that would put the
 * password in the address); the form sends it then. The attribute names are those of
 * src/lib/hydration.ts.
 */
export function prerenderScript(prerendered: string, languages: PageLanguage[]): string {
  return `(function () {
  var root = document.getElementById('root');
  if (location.pathname !== ${JSON.stringify(prerendered)} || ${SIGNED_IN}) return;
  var language = ${chosenLanguage(languages)};
  var template = document.getElementById('prerender-' + language);
  if (!root || !template) return;
  root.replaceChildren(template.content.cloneNode(true));
  root.setAttribute('data-prerendered', '');
  document.addEventListener('submit', function (event) {
    if (!root.hasAttribute('data-prerendered')) return;
    event.preventDefault();
    root.setAttribute('data-submit-pending', '');
  }, true);
})();`;
}
