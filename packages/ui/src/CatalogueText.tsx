import { hasServerFilledValues, isErrorCode } from '@fitmarket/core/errors/catalogue';
import { useTranslation } from 'react-i18next';
import { useSectionTexts } from './useSectionTexts';

/**
 * An error's text in the shown language, kept as an element so that it follows a change of
 * language. The server's own text where only it knows the values, or for a code the catalogue
 * does not know. The error texts are a section of their own (core i18n/resources.ts): the first
 * error shown loads them, and nothing shows until they are in.
 */
export function CatalogueText({ error }: { error: { code: number; message?: string } }) {
  const { t } = useTranslation();
  const textsLoaded = useSectionTexts('errors');
  const { code, message } = error;
  if (message && (!isErrorCode(code) || hasServerFilledValues(code))) return message;
  if (!textsLoaded) return null;
  return isErrorCode(code) ? t(`errors.${code}`) : t('errors.1304');
}
