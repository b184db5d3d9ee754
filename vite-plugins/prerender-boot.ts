/** Where the prerendered page goes in `index.html`: right after `#root`. */
export const PLACEHOLDER = '<!-- prerendered pages -->';

/**
 * The inline script that runs while the HTML is parsed, before the first paint. For a
 * signed-out visitor of the prerendered path, it puts the template of the language the
 * head script chose into `#root`, marks it for hydration and asks for the route's chunks
 * and translations alongside the entry. A signed-in visitor, or any other path, keeps the
 * loading screen: nobody sees a login form that is not theirs.
 *
 * Until the app has hydrated, a submit (Enter, a click) is held, not sent as a plain form
 * (that would put the password in the address): the app sends it once it can.
 */
export function bootScript(path: string, preloads: Record<string, string[]>): string {
  return `(function () {
  var root = document.getElementById('root');
  function stored(key) {
    try { return Boolean(localStorage.getItem(key)); } catch (error) { return false; }
  }
  if (location.pathname !== ${JSON.stringify(path)} || (stored('accessToken') && stored('userData'))) return;
  var language = document.documentElement.lang === 'en' ? 'en' : 'br';
  var template = document.getElementById('prerender-' + language);
  if (!root || !template) return;
  root.replaceChildren(template.content.cloneNode(true));
  root.setAttribute('data-prerendered', '');
  var preloads = ${JSON.stringify(preloads)}[language] || [];
  for (var i = 0; i < preloads.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = preloads[i];
    document.head.appendChild(link);
  }
  document.addEventListener('submit', function (event) {
    if (!root.hasAttribute('data-prerendered')) return;
    event.preventDefault();
    root.setAttribute('data-submit-pending', '');
  }, true);
})();`;
}
