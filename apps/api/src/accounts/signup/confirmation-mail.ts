import type { Language } from '@fitmarket/core/language';
import { WEB_LINKS } from '@fitmarket/core/links';
import type { AppDeps } from '../../app-deps';
import { accountMail } from '../../auth/emails';
import { sendWithinDailyLimit } from '../../auth/mail-quota';

/** Mails the link that confirms a new account's address (10 mails a day at most, 1007). */
export function sendConfirmationLink(
  deps: Pick<AppDeps, 'config' | 'mail'>,
  input: { email: string; language: Language; code: string },
): Promise<void> {
  const link = `${deps.config.webUrl}${WEB_LINKS.confirmSignup}${input.code}`;
  return sendWithinDailyLimit(
    deps.mail,
    accountMail('signupConfirmation', input.language, input.email, link),
  );
}
