import type { Language } from '@fitmarket/core/language';
import { WEB_LINKS } from '@fitmarket/core/links';
import type { AppDeps } from '../../app-deps';
import { accountMail } from '../../auth/emails';
import { type MailBudget, sendWithinDailyLimit } from '../../auth/mail-quota';

/**
 * Mails the link that confirms a new account's address (1007 when the budget is spent). The
 * first comes with the account the person has just made (`own`); anyone may ask for another
 * (`public`).
 */
export function sendConfirmationLink(
  deps: Pick<AppDeps, 'config' | 'mail' | 'mailQuota'>,
  input: { email: string; language: Language; code: string },
  budget: MailBudget,
): Promise<void> {
  const link = `${deps.config.webUrl}${WEB_LINKS.confirmSignup}${input.code}`;
  return sendWithinDailyLimit(
    deps,
    accountMail('signupConfirmation', input.language, input.email, link),
    budget,
  );
}
