import { useMemo } from 'react';
import { languageMeta } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';

/** Countries' and languages' names in the active language, from the browser's own lists. */
export function useDisplayNames() {
  const { language } = useFormat();
  return useMemo(() => {
    const locale = languageMeta[language].intl;
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    const languages = new Intl.DisplayNames([locale], { type: 'language' });
    return {
      country: (code: string) => regions.of(code) ?? code,
      language: (tag: string) => languages.of(tag) ?? tag,
    };
  }, [language]);
}
