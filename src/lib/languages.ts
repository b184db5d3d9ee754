import * as z from 'zod/mini';
import { readJson, writeJson } from './storage';

/** The interface languages. `br` (Brazilian Portuguese) is the default and the fallback. */
export const languages = ['br', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'br';

export const languageSchema = z.enum(languages);

export const languageMeta: Record<Language, { htmlLang: string; intl: string; dayjs: string }> = {
  br: { htmlLang: 'pt-BR', intl: 'pt-BR', dayjs: 'pt-br' },
  en: { htmlLang: 'en', intl: 'en-US', dayjs: 'en' },
};

const LANGUAGE_KEY = 'language';

export function readStoredLanguage(): Language {
  return readJson(LANGUAGE_KEY, languageSchema) ?? defaultLanguage;
}

export function storeLanguage(language: Language): void {
  writeJson(LANGUAGE_KEY, language);
}

export function toLanguage(value: string | undefined): Language {
  const result = languageSchema.safeParse(value);
  return result.success ? result.data : defaultLanguage;
}
