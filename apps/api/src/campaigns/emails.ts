import type { Language } from '@fitmarket/core/language';
import { composeMail, type MailText } from '../auth/emails';
import type { OutgoingMail } from '../platform/mail/mail-service';

interface RejectionFacts {
  kind: 'search' | 'ads' | 'profile';
  reason: string;
  /** Refunded, already formatted with its currency; null when nothing was paid. */
  refund: string | null;
}

const KIND: Record<Language, Record<RejectionFacts['kind'], string>> = {
  en: {
    search: 'search campaign',
    ads: 'ad in search results',
    profile: 'ad on your profile page',
  },
  fi: {
    search: 'hakukampanjasi',
    ads: 'mainoksesi hakutuloksissa',
    profile: 'profiilisivusi mainos',
  },
};

const texts: Record<Language, (facts: RejectionFacts) => MailText> = {
  en: ({ kind, reason, refund }) => ({
    subject: 'Your Fitmarket campaign was not approved',
    lines: [
      `Our team did not approve your ${KIND.en[kind]}, so it is no longer shown.`,
      `Reason: ${reason}`,
      refund
        ? `We refund the unused part of your payment, ${refund}, to your original payment method.`
        : 'Nothing was charged for it.',
      'You can create a new campaign in the Marketing section of your account. If you think this was a mistake, reply to this email.',
    ],
  }),
  fi: ({ kind, reason, refund }) => ({
    subject: 'Fitmarket-kampanjaasi ei hyväksytty',
    lines: [
      `Ylläpitomme ei hyväksynyt: ${KIND.fi[kind]}. Sitä ei enää näytetä.`,
      `Syy: ${reason}`,
      refund
        ? `Palautamme maksustasi käyttämättömän osan, ${refund}, alkuperäiselle maksutavallesi.`
        : 'Siitä ei veloitettu mitään.',
      'Voit luoda uuden kampanjan tilisi Markkinointi-osiossa. Jos päätös on mielestäsi virhe, vastaa tähän sähköpostiin.',
    ],
  }),
};

/** Tells the owner of a rejected campaign why, and what is refunded, in their language. */
export function campaignRejectedMail(
  lang: Language,
  to: string,
  facts: RejectionFacts,
): OutgoingMail {
  return composeMail(to, texts[lang](facts));
}
