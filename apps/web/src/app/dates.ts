import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@parcelflow/contract';
import i18next from 'i18next';

// Loaded by the pages that show dates (lazyPage), not with the login page: dates follow the interface language.
dayjs.extend(localizedFormat);
const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en' };

const followLanguage = (language: string) => dayjs.locale(DAYJS_LOCALES[matchLanguage(language) ?? DEFAULT_LANGUAGE]);
followLanguage(i18next.language);
i18next.on('languageChanged', followLanguage);
