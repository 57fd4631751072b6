import type { Language } from '@fitmarket/core/language';

type Mood = 'happy' | 'mixed' | 'unhappy';

/** What customers write, by how happy they were, in the customer's own language. */
export const REVIEW_MESSAGES: Record<Mood, Record<Language, readonly string[]>> = {
  happy: {
    en: [
      'Great session, I learned a lot and felt full of energy afterwards.',
      'Very professional and friendly. Highly recommended!',
      'Clear instructions and a plan I can actually stick to.',
      'Helped my back more than anything else I have tried.',
      'Friendly and knowledgeable, I will definitely book again.',
    ],
    fi: [
      'Todella hyvä tunti, opin paljon ja olo oli energinen koko päivän.',
      'Ammattitaitoinen ja ystävällinen. Suosittelen lämpimästi!',
      'Selkeät ohjeet ja suunnitelma, jota jaksan oikeasti noudattaa.',
      'Selkäni kiittää, apu oli parempaa kuin mikään aiemmin kokeilemani.',
      'Mukava ja asiantunteva, varaan ehdottomasti uudestaan.',
    ],
  },
  mixed: {
    en: [
      'Good session, although it started a bit late.',
      'Okay, but I expected a more personal plan.',
    ],
    fi: [
      'Hyvä tunti, vaikka se alkoikin vähän myöhässä.',
      'Ihan ok, mutta odotin henkilökohtaisempaa suunnitelmaa.',
    ],
  },
  unhappy: {
    en: ['The session was cancelled at short notice and never rescheduled.'],
    fi: ['Tunti peruttiin viime hetkellä, eikä uutta aikaa tarjottu.'],
  },
};

/**
 * How each professional's ratings spread: most are consistently liked, some divide opinion.
 * Real marketplaces look like this, and the landing order (best rated first) then means something.
 */
export const RATING_WEIGHTS = {
  liked: [
    [5, 70],
    [4, 25],
    [3, 5],
  ],
  divisive: [
    [5, 30],
    [4, 35],
    [3, 20],
    [2, 10],
    [1, 5],
  ],
} as const;

export function reviewMessages(rating: number, language: Language): readonly string[] {
  const mood: Mood = rating >= 4 ? 'happy' : rating === 3 ? 'mixed' : 'unhappy';
  return REVIEW_MESSAGES[mood][language];
}
