import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { createRoutes } from '@/app/router';
import { whenRouterSettled } from '@/app/router-ready';
import { i18n, i18nReady } from '@/lib/i18n';
import { languageMeta, languages, type Language } from '@/lib/languages';

/**
 * The sign-in page as HTML, rendered at build time (see `vite-plugins/prerender-login.ts`)
 * with the very components the browser hydrates: a signed-out visitor sees the form as
 * soon as the HTML and the styles arrive, before any script has run.
 */
export const PRERENDERED_PATH = '/login';
/** The languages to render, and the `lang` of `<html>` by which the boot script picks one. */
export const prerenderedLanguages = languages.map((language) => ({
  language,
  htmlLang: languageMeta[language].htmlLang,
}));

export async function renderLogin(language: Language): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [PRERENDERED_PATH] });
  await whenRouterSettled(router);
  // `prerender` waits for every lazy part; one that arrives after the shell (the
  // illustration) comes as a streamed boundary, completed by the build plugin.
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  router.dispose();
  return html;
}
