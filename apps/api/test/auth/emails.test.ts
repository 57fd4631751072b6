import { avoidedWordingsIn } from '@fitmarket/core/i18n/glossary';
import { SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_KINDS, accountBlockMail, accountMail } from '../../src/auth/emails';

const LINK = 'https://example.com/link/abc';

describe('account e-mails', () => {
  it.each(SUPPORTED_LANGUAGES)('keep to the wording of the screens in %s', (language) => {
    const mails = [
      ...ACCOUNT_MAIL_KINDS.map((kind) => ({
        kind,
        mail: accountMail(kind, language, 'aino@example.com', LINK),
      })),
      ...(['blocked', 'activated'] as const).map((kind) => ({
        kind,
        mail: accountBlockMail(kind, language, 'aino@example.com', 'Spam'),
      })),
    ];
    const offending = mails.flatMap(({ kind, mail }) => {
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

  it('quote the reason of a block, in both languages', () => {
    expect(accountBlockMail('blocked', 'en', 'aino@example.com', 'Fake reviews').text).toContain(
      'Reason: “Fake reviews”',
    );
    expect(accountBlockMail('blocked', 'fi', 'aino@example.com', 'Fake reviews').text).toContain(
      'Syy: ”Fake reviews”',
    );
  });
});
