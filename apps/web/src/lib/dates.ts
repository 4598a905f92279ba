import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { currentLanguage, i18n } from './i18n';

/**
 * dayjs in the user's language. Imported by the screens that show dates (not by the entry), it
 * follows every language switch from the moment it is first loaded.
 */
dayjs.locale(currentLanguage());
i18n.on('languageChanged', (lang: string) => {
  dayjs.locale(lang === 'ar' ? 'ar' : 'en');
});

export { dayjs };
