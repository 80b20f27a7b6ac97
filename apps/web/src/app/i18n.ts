import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage, type Language } from '@parcelflow/contract';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every src/locales/{language}/{namespace}.json, keyed by language then namespace. */
function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!language || !namespace) continue;
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
}

export const resources = buildResources();
export const NAMESPACES = [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))];

const CHOSEN_LANGUAGE_KEY = 'parcelflow.language';

/** The language this device last chose, else the browser's, else Simplified Chinese. */
export function detectLanguage(): Language {
  const chosen = chosenLanguage();
  const browser = [...(navigator.languages ?? []), navigator.language].map(matchLanguage).find(Boolean);
  return chosen ?? browser ?? DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return matchLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

/** The language this device chose, if any; without one the interface follows the browser. */
export function chosenLanguage(): Language | undefined {
  return matchLanguage(localStorage.getItem(CHOSEN_LANGUAGE_KEY));
}

/** Forgets this device's choice and takes the browser's language again. */
export async function followBrowserLanguage(): Promise<void> {
  localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
  const language = detectLanguage();
  if (language !== i18next.language) await i18next.changeLanguage(language);
}

/** Switches the interface language and remembers it on this device for the next visit. */
export async function switchLanguage(language: Language): Promise<void> {
  localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
  if (language !== i18next.language) await i18next.changeLanguage(language);
}

dayjs.extend(localizedFormat);
const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en' };

// The page language, dates and the window title follow every switch; antd follows in LocaleProvider.
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  dayjs.locale(DAYJS_LOCALES[matchLanguage(language) ?? DEFAULT_LANGUAGE]);
  document.title = i18next.t('common.appName');
});

// The namespace separator is "." like the key separator: i18next then reads `hint.10001` as namespace
// "hint", key "10001" when "hint" is a known namespace, so keys read as the contract names them.
void i18next.use(initReactI18next).init({
  // A copy: i18next writes runtime overrides into its store, and `resources` stays the shipped texts.
  resources: structuredClone(resources),
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { bindI18nStore: 'added' },
  initAsync: false,
});

export { i18next as i18n };
