import type { Language } from '@fitmarket/core/language';
import { FEEDBACK_QUESTIONS, type FeedbackQuestionKey } from '@fitmarket/core/rules/feedback';
import { perksOf } from '@fitmarket/core/rules/membership';
import type { PlannedPerson, PlannedProfessional } from './plan-marketplace';
import type { Random } from './random';

/** The pictures the demo draws once at seed time (demo-images.ts) and shares out. */
export const DEMO_PHOTO_THEMES = [
  { label: 'Studio', en: 'My studio on a quiet morning', fi: 'Studioni aamun hiljaisina hetkinä' },
  { label: 'Outdoors', en: 'Training outdoors by the sea', fi: 'Treeniä meren rannalla' },
  {
    label: 'Mobility',
    en: 'Mobility work after a long week',
    fi: 'Liikkuvuusharjoittelua pitkän viikon jälkeen',
  },
  { label: 'Group class', en: 'Saturday group class', fi: 'Lauantain ryhmätunti' },
  {
    label: 'Strength',
    en: 'Strength basics, done well',
    fi: 'Voimaharjoittelun perusteet huolella',
  },
  { label: 'Recovery', en: 'Rest is part of the plan', fi: 'Lepo kuuluu suunnitelmaan' },
] as const;

export const DEMO_CERTIFICATES = [
  { title: 'Personal Trainer, vocational qualification (EQF 4)', prefix: 'PT' },
  { title: 'Yoga Alliance RYT 200', prefix: 'RYT' },
  { title: 'First Aid 1 (Finnish Red Cross)', prefix: 'EA' },
  { title: 'Sports Nutrition Coach', prefix: 'SNC' },
] as const;
/** Distinct certificate scans drawn at seed time. */
export const DEMO_CERTIFICATE_IMAGE_COUNT = 2;

export interface PlannedPhoto {
  /** Index into DEMO_PHOTO_THEMES. */
  theme: number;
  caption: string;
}

export interface PlannedCertificate {
  /** Index into DEMO_CERTIFICATES. */
  certificate: number;
  idNumber: string | null;
  /** Index of the drawn scan. */
  image: number;
}

export interface PlannedFeedback {
  /** Who answered: an index into the plan's customers or professionals. */
  author: { customer: number } | { professional: number };
  language: Language;
  createdAt: Date;
  answers: { question: FeedbackQuestionKey; answer: string; rating: number }[];
}

/** What testers wrote, per question: a kinder and a more critical answer in each language. */
const FEEDBACK_ANSWERS: Record<
  FeedbackQuestionKey,
  Record<Language, readonly [good: string, critical: string]>
> = {
  first_impression: {
    en: [
      'Clear straight away: find a trainer near you. The pictures helped.',
      'I understood it was about trainers, but not whether I can book and pay here.',
    ],
    fi: [
      'Heti selvää: löydä valmentaja läheltä. Kuvat auttoivat.',
      'Ymmärsin, että kyse on valmentajista, mutta en sitä, voiko täällä varata ja maksaa.',
    ],
  },
  finding_professionals: {
    en: [
      'Searching by speciality and city worked well.',
      'I wanted to filter by price and by the language the trainer speaks.',
    ],
    fi: [
      'Haku erikoisalan ja kaupungin mukaan toimi hyvin.',
      'Olisin halunnut rajata hinnan ja valmentajan puhuman kielen mukaan.',
    ],
  },
  profile_quality: {
    en: [
      'Prices and locations are easy to compare. Certificates build trust.',
      'Some profiles have no photos; I would like to see the place where sessions happen.',
    ],
    fi: [
      'Hintoja ja sijainteja on helppo verrata. Sertifikaatit lisäävät luottamusta.',
      'Osassa profiileista ei ole kuvia. Haluaisin nähdä paikan, jossa tunnit pidetään.',
    ],
  },
  signup_and_profile: {
    en: [
      'Took a few minutes. The step-by-step registration kept it simple.',
      'Adding services took a while; a copy button for similar services would help.',
    ],
    fi: [
      'Vei muutaman minuutin. Vaiheittainen rekisteröityminen piti sen helppona.',
      'Palvelujen lisääminen vei aikaa. Samankaltaisten palvelujen kopiointi auttaisi.',
    ],
  },
  trust: {
    en: [
      'Reviews from real customers make me comfortable booking.',
      'I would like to know how payments and cancellations are handled before paying.',
    ],
    fi: [
      'Oikeiden asiakkaiden arviot tekevät varaamisesta helppoa.',
      'Haluaisin tietää ennen maksamista, miten maksut ja peruutukset hoidetaan.',
    ],
  },
  recommend: {
    en: [
      'Already told my running group about it.',
      'Once there are more trainers in my town, gladly.',
    ],
    fi: [
      'Kerroin jo juoksuporukalleni.',
      'Kun omalla paikkakunnallani on enemmän valmentajia, mielelläni.',
    ],
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Professionals who tested the product and became lifetime premium members. */
const TESTER_PROFESSIONALS = 2;
const FEEDBACK_CUSTOMERS = 4;

function planFeedback(
  random: Random,
  language: Language,
  since: Date,
  now: Date,
): Omit<PlannedFeedback, 'author'> {
  const critical = random.chance(0.35);
  return {
    language,
    // Some day in the last two months, after the person joined.
    createdAt: new Date(
      Math.min(
        now.getTime(),
        Math.max(since.getTime(), now.getTime() - random.int(1, 60) * DAY_MS) + DAY_MS / 2,
      ),
    ),
    answers: FEEDBACK_QUESTIONS.map(({ key }) => {
      const negative = critical ? random.chance(0.7) : random.chance(0.2);
      return {
        question: key,
        answer: FEEDBACK_ANSWERS[key][language][negative ? 1 : 0],
        rating: negative ? random.int(2, 3) : random.int(4, 5),
      };
    }),
  };
}

/**
 * Fills in what makes the demo profiles look lived in: gallery photos (2 to 6, within the
 * membership's limit), certificates for some, followers, and the feedback some testers gave
 * (the professionals among them are lifetime premium members, as the product makes them).
 * Changes the professionals in place; answers the feedbacks.
 */
export function planProfileExtras(
  random: Random,
  plan: { customers: readonly PlannedPerson[]; professionals: PlannedProfessional[]; now: Date },
): PlannedFeedback[] {
  const { customers, professionals, now } = plan;
  const listed = professionals.filter((professional) => professional.blockReason === null);
  const testers = random.sample(
    listed.filter((professional) => professional.published),
    TESTER_PROFESSIONALS,
  );
  for (const tester of testers) {
    tester.membershipId = 3;
    tester.membershipLifetime = true;
  }

  for (const professional of professionals) {
    const perks = perksOf(professional.membershipId);
    const photoCount = random.int(2, Math.min(6, perks.maxPhotos));
    professional.gallery = random
      .sample(
        DEMO_PHOTO_THEMES.map((_, index) => index),
        photoCount,
      )
      .map((theme) => ({
        theme,
        caption: DEMO_PHOTO_THEMES[theme]?.[professional.language] ?? '',
      }));
    if (random.chance(0.4)) {
      const count = random.int(1, Math.min(2, perks.maxCertificates));
      professional.certificates = random
        .sample(
          DEMO_CERTIFICATES.map((_, index) => index),
          count,
        )
        .map((certificate) => ({
          certificate,
          idNumber: random.chance(0.7)
            ? `${DEMO_CERTIFICATES[certificate]?.prefix}-${random.int(10000, 99999)}`
            : null,
          image: random.int(0, DEMO_CERTIFICATE_IMAGE_COUNT - 1),
        }));
    }
    // Published profiles with reviews draw a following; new ones have few or none.
    const followerCount = professional.published
      ? random.int(0, Math.min(12, 2 + professional.reviews.length))
      : 0;
    professional.followers = random.sample(
      customers.map((_, index) => index),
      followerCount,
    );
  }

  return [
    ...testers.map((tester) => ({
      author: { professional: professionals.indexOf(tester) },
      ...planFeedback(random, tester.language, tester.createdAt, now),
    })),
    ...random
      .sample(
        customers.map((_, index) => index),
        FEEDBACK_CUSTOMERS,
      )
      .map((customer) => {
        const person = customers[customer] as PlannedPerson;
        return {
          author: { customer },
          ...planFeedback(random, person.language, person.createdAt, now),
        };
      }),
  ];
}
