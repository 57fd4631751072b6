import type { ErrorCode } from '../errors/catalogue';
import type { Language } from '../language';
import { FEEDBACK_ANSWER_MAX_LENGTH, RATING_MAX, RATING_MIN } from '../limits';

/**
 * The testers' feedback questionnaire (SPEC §1 "Testers who give feedback become lifetime
 * premium members", §3 "Professional feedbacks"). Each question is answered in words and rated
 * 1-5. Answers are stored under the question's key, so a reworded question keeps its answers;
 * a key is never reused for a different question.
 */
export const FEEDBACK_QUESTIONS = [
  {
    key: 'first_impression',
    en: 'How clear was it what Fitmarket offers when you first arrived? What was unclear?',
    fi: 'Kuinka selvää sinulle oli heti alussa, mitä Fitmarket tarjoaa? Mikä jäi epäselväksi?',
  },
  {
    key: 'finding_professionals',
    en: 'How easy was it to find a professional who suits you? What would have helped?',
    fi: 'Kuinka helppoa oli löytää sinulle sopiva ammattilainen? Mikä olisi auttanut?',
  },
  {
    key: 'profile_quality',
    en: 'How well do the professional profiles help you decide whom to contact? What information was missing?',
    fi: 'Kuinka hyvin ammattilaisten profiilit auttavat päättämään, keneen ottaa yhteyttä? Mitä tietoja jäi puuttumaan?',
  },
  {
    key: 'signup_and_profile',
    en: 'How smooth was signing up and filling in your own details? Where did you get stuck?',
    fi: 'Kuinka sujuvasti rekisteröityminen ja omien tietojen täyttäminen sujui? Mihin kohtaan jäit jumiin?',
  },
  {
    key: 'trust',
    en: 'How much would you trust Fitmarket for booking and paying for sessions? What would make you trust it more?',
    fi: 'Kuinka paljon luottaisit Fitmarketiin tuntien varaamisessa ja maksamisessa? Mikä lisäisi luottamustasi?',
  },
  {
    key: 'recommend',
    en: 'How likely are you to recommend Fitmarket to a friend or a colleague? Why?',
    fi: 'Kuinka todennäköisesti suosittelisit Fitmarketia ystävälle tai kollegalle? Miksi?',
  },
] as const satisfies readonly { key: string; en: string; fi: string }[];

export type FeedbackQuestionKey = (typeof FEEDBACK_QUESTIONS)[number]['key'];
export const FEEDBACK_QUESTION_KEYS = FEEDBACK_QUESTIONS.map((question) => question.key) as [
  FeedbackQuestionKey,
  ...FeedbackQuestionKey[],
];

/** A question's text in `language`; a key no longer asked (older answers) shows as itself. */
export function feedbackQuestionText(key: string, language: Language): string {
  return FEEDBACK_QUESTIONS.find((question) => question.key === key)?.[language] ?? key;
}

/** A written answer: required (1307), at most FEEDBACK_ANSWER_MAX_LENGTH characters (1301). */
export function validateFeedbackAnswer(answer: string): ErrorCode | null {
  const trimmed = answer.trim();
  if (trimmed === '') return 1307;
  return trimmed.length > FEEDBACK_ANSWER_MAX_LENGTH ? 1301 : null;
}

/** A rating: chosen (1254), a whole number from RATING_MIN to RATING_MAX (1253). */
export function validateFeedbackRating(rating: number | null | undefined): ErrorCode | null {
  if (rating === null || rating === undefined) return 1254;
  return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX ? null : 1253;
}
