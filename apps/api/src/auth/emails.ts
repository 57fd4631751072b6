import { CONTACT } from '@fitmarket/core/contact';
import type { Language } from '@fitmarket/core/language';
import type { OutgoingMail } from '../platform/mail/mail-service';
import { escapeHtml } from '../shared/html';

/**
 * The account e-mails, in the recipient's language. Each has a plain-text body (what most
 * clients show first) and a minimal HTML body with the same words and one clear button.
 */
export interface MailText {
  subject: string;
  lines: string[];
  action?: string;
}

export function composeMail(to: string, text: MailText, link?: string): OutgoingMail {
  const body = [...text.lines, ...(link ? ['', link] : []), '', '— Fitmarket'].join('\n');
  const paragraphs = text.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button =
    link && text.action
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link)}</p>`
      : '';
  return {
    to,
    subject: text.subject,
    text: body,
    html: `<div style="font-family:sans-serif;max-width:560px">${paragraphs}${button}<p>— Fitmarket</p></div>`,
    links: link ? [link] : [],
  };
}

const texts = {
  staffInvitation: {
    en: () => ({
      subject: 'You are invited to the Fitmarket back-office',
      lines: [
        'You have been invited to join the Fitmarket staff.',
        'Open the link below to create your back-office account. It works for 7 days.',
      ],
      action: 'Create your account',
    }),
    fi: () => ({
      subject: 'Kutsu Fitmarketin ylläpitoon',
      lines: [
        'Sinut on kutsuttu Fitmarketin ylläpitäjäksi.',
        'Luo tilisi ylläpitoon alla olevasta linkistä. Linkki on voimassa 7 päivää.',
      ],
      action: 'Luo tili',
    }),
  },
  staffRegistration: {
    en: () => ({
      subject: 'Finish creating your Fitmarket staff account',
      lines: [
        'Open the link below to finish creating your back-office account. It works for 7 days.',
      ],
      action: 'Finish sign-up',
    }),
    fi: () => ({
      subject: 'Viimeistele tilisi Fitmarketin ylläpitoon',
      lines: ['Viimeistele tilisi ylläpitoon alla olevasta linkistä. Linkki on voimassa 7 päivää.'],
      action: 'Viimeistele rekisteröityminen',
    }),
  },
  staffNotInvited: {
    en: () => ({
      subject: 'About your Fitmarket staff sign-up',
      lines: [
        'Someone asked to create a Fitmarket staff account with this email address.',
        'Staff accounts are by invitation only, and this address has no invitation, so no account was created.',
        'If you work with us, ask an owner to invite you. If this was not you, you can ignore this message.',
      ],
    }),
    fi: () => ({
      subject: 'Tilipyyntö Fitmarketin ylläpitoon',
      lines: [
        'Tällä sähköpostiosoitteella yritettiin luoda tili Fitmarketin ylläpitoon.',
        'Ylläpidon tilejä luodaan vain kutsusta, eikä tälle osoitteelle ole kutsua, joten tiliä ei luotu.',
        'Jos työskentelet kanssamme, pyydä omistajaa kutsumaan sinut. Jos et tehnyt pyyntöä itse, voit jättää viestin huomiotta.',
      ],
    }),
  },
  signupConfirmation: {
    en: () => ({
      subject: 'Confirm the email address of your Fitmarket account',
      lines: [
        'Welcome to Fitmarket! Confirm your email address to start using your account. The link works for 3 days.',
      ],
      action: 'Confirm email address',
    }),
    fi: () => ({
      subject: 'Vahvista Fitmarket-tilisi sähköpostiosoite',
      lines: [
        'Tervetuloa Fitmarketiin! Vahvista sähköpostiosoitteesi, niin pääset käyttämään tiliäsi. Linkki on voimassa 3 päivää.',
      ],
      action: 'Vahvista sähköpostiosoite',
    }),
  },
  signupExisting: {
    en: () => ({
      subject: 'Someone tried to sign up with your Fitmarket address',
      lines: [
        'Someone, perhaps you, tried to create a new Fitmarket account with this email address. The address already has an account, so no new one was made.',
        'If it was you, sign in with your password, or choose a new password through the link below.',
        'If it was not you, you can ignore this message: your account stays as it is.',
      ],
      action: 'Choose a new password',
    }),
    fi: () => ({
      subject: 'Sähköpostiosoitteellasi yritettiin luoda Fitmarket-tili',
      lines: [
        'Joku, ehkä sinä itse, yritti luoda tällä sähköpostiosoitteella uuden Fitmarket-tilin. Osoitteella on jo tili, joten uutta ei luotu.',
        'Jos se olit sinä, kirjaudu sisään salasanallasi tai valitse uusi salasana alla olevasta linkistä.',
        'Jos et yrittänyt itse, voit jättää viestin huomiotta. Tilisi pysyy ennallaan.',
      ],
      action: 'Valitse uusi salasana',
    }),
  },
  passwordReset: {
    en: () => ({
      subject: 'Reset your Fitmarket password',
      lines: [
        'We received a request to reset your password. Open the link below to choose a new one. It works for one hour.',
        'If you did not ask for this, you can ignore this message; your password stays as it is.',
      ],
      action: 'Choose a new password',
    }),
    fi: () => ({
      subject: 'Vaihda Fitmarket-salasanasi',
      lines: [
        'Saimme pyynnön vaihtaa salasanasi. Voit valita uuden salasanan alla olevasta linkistä. Linkki on voimassa tunnin.',
        'Jos et pyytänyt vaihtoa, voit jättää viestin huomiotta. Salasanasi pysyy ennallaan.',
      ],
      action: 'Valitse uusi salasana',
    }),
  },
  accountDeletion: {
    en: () => ({
      subject: 'Confirm deleting your Fitmarket account',
      lines: [
        'You asked us to delete your Fitmarket account. Open the link below to confirm. It works for 24 hours.',
        'Deleting cannot be undone. If you did not ask for this, ignore this message and consider changing your password.',
      ],
      action: 'Delete my account',
    }),
    fi: () => ({
      subject: 'Vahvista Fitmarket-tilisi poistaminen',
      lines: [
        'Pyysit Fitmarket-tilisi poistamista. Vahvista poisto alla olevasta linkistä. Linkki on voimassa 24 tuntia.',
        'Poistoa ei voi perua. Jos et pyytänyt poistoa, jätä viesti huomiotta ja harkitse salasanasi vaihtamista.',
      ],
      action: 'Poista tilini',
    }),
  },
} satisfies Record<string, Record<Language, () => MailText>>;

export type AccountMailKind = keyof typeof texts;

/** An account e-mail of the given kind; `link` is the e-mailed link (or the page to visit). */
export function accountMail(
  kind: AccountMailKind,
  lang: Language,
  to: string,
  link?: string,
): OutgoingMail {
  return composeMail(to, texts[kind][lang](), link);
}

/** Every kind of account e-mail, for tests that read them all. */
export const ACCOUNT_MAIL_KINDS = Object.keys(texts) as AccountMailKind[];

/** Notices of a staff decision about an account; the reason is what staff wrote, quoted as is. */
const blockTexts = {
  blocked: {
    en: (reason: string) => ({
      subject: 'Your Fitmarket account has been blocked',
      lines: [
        'Our staff have blocked your Fitmarket account, and you have been signed out everywhere.',
        `Reason: “${reason}”`,
        `If you think this is a mistake, write to us at ${CONTACT.email}.`,
      ],
    }),
    fi: (reason: string) => ({
      subject: 'Fitmarket-tilisi on estetty',
      lines: [
        'Ylläpitomme on estänyt Fitmarket-tilisi, ja sinut on kirjattu ulos kaikilta laitteilta.',
        `Syy: ”${reason}”`,
        `Jos estäminen on mielestäsi virhe, kirjoita meille osoitteeseen ${CONTACT.email}.`,
      ],
    }),
  },
  activated: {
    en: () => ({
      subject: 'Your Fitmarket account is active again',
      lines: ['Our staff have lifted the block on your Fitmarket account. You can sign in again.'],
    }),
    fi: () => ({
      subject: 'Fitmarket-tilisi on taas käytössä',
      lines: ['Ylläpitomme on poistanut Fitmarket-tilisi eston. Voit taas kirjautua sisään.'],
    }),
  },
} satisfies Record<string, Record<Language, (reason: string) => MailText>>;

/** Tells a user their account was blocked (with the reason) or activated again, in their language. */
export function accountBlockMail(
  kind: keyof typeof blockTexts,
  lang: Language,
  to: string,
  reason = '',
): OutgoingMail {
  return composeMail(to, blockTexts[kind][lang](reason));
}
