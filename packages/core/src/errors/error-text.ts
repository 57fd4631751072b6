import type { Language } from '../language';
import { type ErrorCode, fillErrorText, type TextVars } from './catalogue';
import { errorTextsEn } from './texts/en';
import { errorTextsFi } from './texts/fi';

/**
 * The text for `code` in `lang` (the server, tests). A module apart from the catalogue: it
 * holds both languages' texts, and an SPA reads its errors from its i18n catalogue instead
 * (`t('errors.1025')`), which bundles the first language's only.
 */
export function errorText(code: ErrorCode, lang: Language, vars?: TextVars): string {
  return fillErrorText(code, (lang === 'fi' ? errorTextsFi : errorTextsEn)[code], vars);
}
