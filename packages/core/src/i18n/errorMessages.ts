import { type ErrorCode, errorCatalogue, errorText } from '../errors/catalogue';
import type { Language } from '../language';

export type ErrorMessages = Readonly<Record<`${ErrorCode}`, string>>;

/**
 * The `errors` namespace of a catalogue, built from the error catalogue so that
 * `t('errors.1025')` and the server say the same thing. Limits are already filled in.
 */
export function errorMessages(lang: Language): ErrorMessages {
  const codes = Object.keys(errorCatalogue).map(Number) as ErrorCode[];
  return Object.fromEntries(
    codes.map((code) => [String(code), errorText(code, lang)]),
  ) as ErrorMessages;
}
