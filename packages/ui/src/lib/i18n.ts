import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import {
  type AppTexts,
  loadErrorMessages,
  type TextSection,
  type TranslationResources,
} from '@fitmarket/core/i18n/resources';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  preferredLanguage,
  SUPPORTED_LANGUAGES,
} from '@fitmarket/core/language';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { getI18n, initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: TranslationResources;
  }
}

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** A year: the choice outlives a session, like the stored one. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language chosen on an earlier visit: the stored choice, else the cookie (storage can be
 * blocked by privacy settings, or cleared without the cookies); on a first visit the browser's
 * own language (a browser set to Finnish starts in Finnish). The server sends the landing
 * page rendered in the cookie's language, so the app must start in it too, or it would throw
 * that page away and draw it again in English.
 */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Blocked storage: the cookie may still say.
  }
  const fromCookie = document.cookie.match(LANGUAGE_COOKIE_PATTERN)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  // A first visit: the language the browser is set to, when we speak it.
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferredLanguage(browser) ?? DEFAULT_LANGUAGE;
}

/**
 * Keeps `<html lang>`, the stored choice and the language cookie in step. The cookie lets the
 * server send the landing page already rendered in this language (apps/api plugins/spa.ts).
 */
function rememberLanguage(language: string): void {
  document.documentElement.lang = language;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered across visits, but the page is still in the chosen language.
  }
}

/** Hands i18next the SPA's texts of a language that is not bundled, when it is first needed. */
function lazyMessages(texts: AppTexts): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      if (!isLanguage(language)) {
        callback(null, {});
        return;
      }
      (language === 'en' ? Promise.resolve(texts.en) : texts.load(language)).then(
        (messages) => callback(null, messages),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/**
 * The texts each instance was made with, for its sections (`loadSection`), by the instance's
 * store: useTranslation hands components a wrapper of the instance, which shares it.
 */
const appTextsOf = new WeakMap<i18n['store'], AppTexts>();

/** An instance of `texts` in `language`, and a promise that settles once its texts are in. */
function initI18n(
  texts: AppTexts,
  language: Language,
  onLanguageChanged?: (language: string) => void,
): { instance: i18n; loaded: Promise<unknown> } {
  const instance = i18next.createInstance();
  if (onLanguageChanged) instance.on('languageChanged', onLanguageChanged);
  const loaded = instance
    .use(lazyMessages(texts))
    .use(initReactI18next)
    .init({
      resources: { [DEFAULT_LANGUAGE]: { translation: texts.en } },
      // Languages that are not bundled come from `lazyMessages`; changeLanguage waits for them.
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      // Texts loaded later (text sections) re-render the component that asked for them
      // (useSectionTexts), not every component with texts: react-i18next re-renders those
      // synchronously, which on the landing page held the main thread for the whole page.
      react: { bindI18nStore: false },
    });
  appTextsOf.set(instance.store, texts);
  return { instance, loaded };
}

/**
 * The i18next instance of an SPA with its `texts` (core i18n/resources.ts), English by default or
 * the language chosen on an earlier visit, ready synchronously for English (component tests use
 * this). It keeps `<html lang>`, the stored choice and the language cookie in step with every
 * language change.
 */
export function createI18n(texts: AppTexts): i18n {
  return initI18n(texts, storedLanguage(), rememberLanguage).instance;
}

/**
 * `createI18n`, once the texts of the visitor's language have arrived: the SPAs render only
 * then, so a Finnish visitor never sees English first.
 */
export async function loadI18n(texts: AppTexts): Promise<i18n> {
  const instance = createI18n(texts);
  await instance.loadLanguages(instance.language);
  preloadErrorTexts(instance);
  return instance;
}

/**
 * The error texts are not part of the first page's code: they load once the app has started,
 * so an error shown later has its words at once, even when the network has gone by then.
 */
function preloadErrorTexts(instance: i18n): void {
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  setTimeout(() => {
    addSection(instance, 'errors', language).catch(() => {
      // Not loaded now (offline): the forms and alerts that show errors ask again.
    });
  });
}

/** An instance for rendering a page ahead of time (no browser): `language`, nothing remembered. */
export async function loadI18nFor(texts: AppTexts, language: Language): Promise<i18n> {
  const { instance, loaded } = initI18n(texts, language);
  await loaded;
  return instance;
}

/** The language the SPA shows now (the instance `createI18n` registered with React). */
export function currentLanguage(): Language {
  const language = getI18n()?.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The text of an error `code` in `language` (by default the one the SPA shows now), for an error
 * the SPA makes itself. The error texts are a section of their own (core i18n/resources.ts), so
 * the first page does not carry them; this loads that language's on first use.
 */
export async function loadErrorText(
  code: ErrorCode,
  language: Language = currentLanguage(),
): Promise<string> {
  try {
    return (await loadErrorMessages(language))[code];
  } catch {
    // Offline: the alerts show the code's text (loaded as the app started); this is a fallback.
    return '';
  }
}

/**
 * Loads the texts of `section` in `language`, from the SPA `instance` was made for, and adds
 * them to its catalogue.
 */
export async function addSection(
  instance: i18n,
  section: TextSection,
  language: Language,
): Promise<void> {
  const load = appTextsOf.get(instance.store)?.sections[section]?.[language];
  if (!load) throw new Error(`"${section}" is not a text section of this SPA (core resources.ts)`);
  const texts = await load();
  // Deep and without overwriting: only the section is added to the language's texts.
  instance.addResourceBundle(language, 'translation', { [section]: texts }, true, false);
}
