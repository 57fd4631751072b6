import type { Language } from '../language';

/** A wording the texts do not use, and what they say instead. */
export interface AvoidedWording {
  avoid: RegExp;
  use: string;
}

/**
 * One term for one thing, in every text a person reads: the screens, the error catalogue and
 * the e-mails. Tests hold all of them to this list; add to it when a wording is settled.
 */
export const AVOIDED_WORDINGS: Readonly<Record<Language, readonly AvoidedWording[]>> = {
  en: [{ avoid: /\be-mail/i, use: 'email' }],
  fi: [
    { avoid: /\be-?mail/i, use: 'sähköposti' },
    // An account is "tili" everywhere; "tunnus" reads as a user name. Y-tunnus is a business ID.
    { avoid: /(?<!Y-)\btunnu(s|ks)/i, use: 'tili' },
    { avoid: /^Kirjaudu$/, use: 'Kirjaudu sisään' },
    { avoid: /palautuslinkki|salasanan palautus|palauta salasana/i, use: 'salasanan vaihto' },
    { avoid: /Aseta salasana/i, use: 'Luo salasana' },
    // Word-for-word English: "The new password is for the account …", "New to Fitmarket?".
    { avoid: /tulee tilille|Uusi Fitmarketissa/, use: 'Vaihdat tilin … salasanan' },
    { avoid: /sähköpostiosoitteesi Fitmarketiin/, use: 'Fitmarket-tilisi sähköpostiosoite' },
  ],
};

/** The wordings of the list that `text` uses (placeholders such as {{email}} aside). */
export function avoidedWordingsIn(text: string, language: Language): AvoidedWording[] {
  const words = text.replace(/\{\{?\w+\}?\}/g, '');
  return AVOIDED_WORDINGS[language].filter(({ avoid }) => avoid.test(words));
}
