import type { Language } from '@fitmarket/core/language';
import { WEB_LINKS } from '@fitmarket/core/links';
import type { AppDeps } from '../../app-deps';
import { accountMail } from '../../auth/emails';
import type { OutgoingMail } from '../../platform/mail/mail-service';

/**
 * The mail with the link that confirms a new account's address. The first comes with the
 * account the person has just made (the `own` budget); anyone may ask for another (`public`).
 */
export function confirmationMail(
  config: AppDeps['config'],
  input: { email: string; language: Language; code: string },
): OutgoingMail {
  const link = `${config.webUrl}${WEB_LINKS.confirmSignup}${input.code}`;
  return accountMail('signupConfirmation', input.language, input.email, link);
}
