import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import relativeTime from 'dayjs/plugin/relativeTime';
import { i18n } from './i18n';
import { languageMeta, toLanguage } from './languages';

/**
 * dayjs in the active language, for the widgets that need it (date pickers, calendars).
 * Importing this module is enough: it follows every language switch.
 */
dayjs.extend(relativeTime);

const sync = (language: string) => dayjs.locale(languageMeta[toLanguage(language)].dayjs);
sync(i18n.language);
i18n.on('languageChanged', sync);

export { dayjs };
