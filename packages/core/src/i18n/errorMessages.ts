import { type ErrorCode, fillErrorText } from '../errors/catalogue';

export type ErrorMessages = Readonly<Record<`${ErrorCode}`, string>>;

/**
 * The `errors` namespace of a language's catalogue, from that language's error texts
 * (errors/texts/), so that `t('errors.1025')` and the server say the same thing. Limits are
 * already filled in.
 */
export function errorMessages(texts: Readonly<Record<ErrorCode, string>>): ErrorMessages {
  return Object.fromEntries(
    Object.entries(texts).map(([code, text]) => [
      code,
      fillErrorText(Number(code) as ErrorCode, text),
    ]),
  ) as ErrorMessages;
}
