import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fitmarket/core/language';
import { useTranslation } from 'react-i18next';

/** The language shown now; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/**
 * Set once the visitor has picked a language in this tab (the switcher, the footer): from then on
 * a page's address no longer decides the language (`useLanguageOfAddress`), also when that page
 * hydrates after the pick, as a part the app adopts late on a slow device does.
 */
let pickedByVisitor = false;

/** A language the visitor picked: shown at once, and kept over what an address says. */
export function pickLanguage(
  i18n: { changeLanguage(language: string): unknown },
  language: Language,
) {
  pickedByVisitor = true;
  void i18n.changeLanguage(language);
}

export function languagePickedByVisitor(): boolean {
  return pickedByVisitor;
}
