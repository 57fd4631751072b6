export const SUPPORTED_LANGUAGES = ['en', 'fi'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/**
 * The first supported language among a browser's preferred ones (`navigator.languages`, or an
 * Accept-Language list): "fi-FI" is Finnish. Null when none is supported.
 */
export function preferredLanguage(preferences: readonly string[]): Language | null {
  for (const preference of preferences) {
    const base = preference.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The cookie the SPAs keep the shown language in, so the server can send a page already
 * rendered in it (the choice itself lives in the browser, see packages/ui lib/i18n).
 */
export const LANGUAGE_COOKIE = 'lang';
