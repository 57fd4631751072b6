import type { Language } from '@fitmarket/core/language';
import { composeMail, type MailText } from '../auth/emails';
import type { OutgoingMail } from '../platform/mail/mail-service';

const hiddenTexts: Record<Language, (reason: string) => MailText> = {
  en: (reason) => ({
    subject: 'A review you wrote on Fitmarket was hidden',
    lines: [
      'Our team hid a review you wrote on Fitmarket after it was reported, because it breaks our terms of use. It no longer shows on the professional’s profile or counts in their rating.',
      `Reason: ${reason}`,
      'If you think this was a mistake, reply to this email.',
    ],
  }),
  fi: (reason) => ({
    subject: 'Kirjoittamasi arvio piilotettiin Fitmarketissa',
    lines: [
      'Ylläpitomme piilotti Fitmarketiin kirjoittamasi arvion, josta tehtiin ilmoitus, koska se rikkoo käyttöehtojamme. Arvio ei enää näy ammattilaisen profiilissa eikä vaikuta hänen arvosanaansa.',
      `Syy: ${reason}`,
      'Jos piilotus on mielestäsi virhe, vastaa tähän sähköpostiin.',
    ],
  }),
};

const removalTexts: Record<Language, (reason: string) => MailText> = {
  en: (reason) => ({
    subject: 'A message you sent on Fitmarket was removed',
    lines: [
      'Our team removed a message you sent in the Fitmarket messenger because it breaks our terms of use.',
      `Reason: ${reason}`,
      'The rest of the conversation stays as it was. If you think this was a mistake, reply to this email.',
    ],
  }),
  fi: (reason) => ({
    subject: 'Lähettämäsi viesti poistettiin Fitmarketista',
    lines: [
      'Ylläpitomme poisti Fitmarketin viestikeskuksessa lähettämäsi viestin, koska se rikkoo käyttöehtojamme.',
      `Syy: ${reason}`,
      'Keskustelu säilyy muilta osin ennallaan. Jos poisto on mielestäsi virhe, vastaa tähän sähköpostiin.',
    ],
  }),
};

/** Tells the author of a hidden review why, in their language (a notice, not a link mail). */
export function reviewHiddenMail(lang: Language, to: string, reason: string): OutgoingMail {
  return composeMail(to, hiddenTexts[lang](reason));
}

/** Tells the author of a removed message why, in their language (a notice, not a link mail). */
export function messageRemovedMail(lang: Language, to: string, reason: string): OutgoingMail {
  return composeMail(to, removalTexts[lang](reason));
}
