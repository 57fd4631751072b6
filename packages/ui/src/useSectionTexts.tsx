import type { TextSection } from '@fitmarket/core/i18n/resources';
import { DEFAULT_LANGUAGE, isLanguage } from '@fitmarket/core/language';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { addSection } from './lib/i18n';

/**
 * Whether the texts of `section` (core i18n/resources.ts) can be shown. They are not bundled, so
 * the first use loads them and then renders again; until then a page shows its loader. When the
 * visitor switches language, the page stays (in English, the fallback, for the moment the other
 * language's texts take to arrive): a form keeps what was typed in it.
 */
export function useSectionTexts(section: TextSection): boolean {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const has = (lang: string) => i18n.getResource(lang, 'translation', section) !== undefined;
  const inLanguage = has(language);
  const [, loaded] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (inLanguage) return;
    let current = true;
    void addSection(i18n, section, language).then(() => {
      if (current) loaded();
    });
    return () => {
      current = false;
    };
  }, [i18n, language, inLanguage, section]);

  return inLanguage || has(DEFAULT_LANGUAGE);
}
