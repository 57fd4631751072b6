import { resources } from '@fitmarket/core/i18n/resources';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  SUPPORTED_LANGUAGES,
} from '@fitmarket/core/language';
import i18next, { type i18n } from 'i18next';
import { getI18n, initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
  }
}

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'lang';

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: string): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across visits, but the page is still in the chosen language.
  }
}

/**
 * The i18next instance of an SPA, ready synchronously (the catalogues are bundled): English by
 * default, or the language chosen on an earlier visit. It keeps `<html lang>` and the stored
 * choice in step with every language change.
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', rememberLanguage);
  void instance.use(initReactI18next).init({
    resources,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The language the SPA shows now (the instance `createI18n` registered with React). */
export function currentLanguage(): Language {
  const language = getI18n()?.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
