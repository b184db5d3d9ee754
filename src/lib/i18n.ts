import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import brCommon from '@/locales/br/common.json';
import {
  defaultLanguage,
  languageMeta,
  languages,
  readStoredLanguage,
  storeLanguage,
  toLanguage,
  type Language,
} from './languages';
import { registerStore } from './store-registry';

// `common` in `br` ships in the entry chunk; every other namespace, and every `en` text,
// is a chunk of its own fetched when first needed (with the page that needs it).
const lazyResources = import.meta.glob<{ default: ResourceKey }>([
  '../locales/*/*.json',
  '!../locales/br/common.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazyResources[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`Missing translations: ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

export function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = languageMeta[language].htmlLang;
  }
}

export const i18nReady = i18n.use(lazyBackend).init({
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  partialBundledLanguages: true,
  resources: { br: { common: brCommon } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

// `br` is our code for Brazilian Portuguese, but to Intl it means Breton, whose plurals
// differ ("2" is "two", not "other"): plural forms must follow pt-BR.
const pluralResolver = i18n.services.pluralResolver as {
  getRule: (code: string, options?: object) => unknown;
};
const getPluralRule = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options) =>
  getPluralRule(code === 'br' ? languageMeta.br.intl : code, options);

i18n.on('languageChanged', (language) => applyDocumentLanguage(toLanguage(language)));
applyDocumentLanguage(toLanguage(i18n.language));

registerStore('language', async () => {
  await i18n.changeLanguage(readStoredLanguage());
});

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
