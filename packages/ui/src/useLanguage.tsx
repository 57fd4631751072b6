import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fitmarket/core/language';
import { useTranslation } from 'react-i18next';

/** The language shown now; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
