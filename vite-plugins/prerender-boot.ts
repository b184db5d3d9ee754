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
const SIGNED_IN = `(function () {
    try {
      return Boolean(localStorage.getItem('accessToken') && localStorage.getItem('userData'));
    } catch (error) {
      return false;
    }
  })()`;

/**
 * The first inline script of `<head>`, before any stylesheet (a script after one waits for
 * it): asks for the chunks, stylesheets and translations of the page being opened, so they
 * arrive with the entry instead of after it (a stylesheet only preloaded: the page applies it
 * when it renders). The first route that matches decides, if the visitor may
 * see it: private pages signed in, guest pages signed out, public pages anyone.
 */
export function preloadScript(routes: RoutePreload[], languages: PageLanguage[]): string {
  const table = routes.map((route) => [route.pattern, route.access, route.files]);
  return `(function () {
  var signedIn = ${SIGNED_IN};
  var language = ${chosenLanguage(languages)};
  var routes = ${JSON.stringify(table)};
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(location.pathname)) continue;
    var access = routes[i][1];
    if (access === 'public' || (access === 'guest') !== signedIn) {
      var files = routes[i][2].shared.concat(routes[i][2].languages[language] || []);
      for (var j = 0; j < files.length; j++) {
        var link = document.createElement('link');
        if (/\\.css$/.test(files[j])) {
          link.rel = 'preload';
          link.as = 'style';
          link.crossOrigin = '';
        } else {
          link.rel = 'modulepreload';
        }
        link.href = files[j];
        document.head.appendChild(link);
      }
    }
    return;
  }
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
