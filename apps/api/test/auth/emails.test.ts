import { avoidedWordingsIn } from '@fitmarket/core/i18n/glossary';
import { SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_KINDS, accountMail } from '../../src/auth/emails';

const LINK = 'https://example.com/link/abc';

describe('account e-mails', () => {
  it.each(SUPPORTED_LANGUAGES)('keep to the wording of the screens in %s', (language) => {
    const offending = ACCOUNT_MAIL_KINDS.flatMap((kind) => {
      const mail = accountMail(kind, language, 'aino@example.com', LINK);
      return [mail.subject, mail.text]
        .filter((text) => avoidedWordingsIn(text, language).length > 0)
        .map((text) => `${kind}: ${text}`);
    });
    expect(offending).toEqual([]);
  });

  it('carry the link as a button and as plain text', () => {
    const mail = accountMail('staffInvitation', 'en', 'aino@example.com', LINK);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.links).toEqual([LINK]);
  });
});
