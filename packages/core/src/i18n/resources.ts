import type { Language } from '../language';
import { backofficeEn, type en, type Texts, webEn } from './en';
import { errorMessages } from './errorMessages';

/**
 * Texts that only some pages need, each a chunk of its own per language, loaded when a page
 * that shows them opens (packages/ui `useSectionTexts`): the bundled catalogue stays the texts
 * of the first page and the shell, so every new feature does not make the landing page heavier.
 * A feature adds its section to the sections of the SPA that shows it (both SPAs' here, in
 * `sharedSections`) with `en/<section>.ts` and `fi/<section>.ts`; the catalogue test checks both
 * have the same keys. An SPA asked for a section it does not list fails at once (packages/ui
 * `loadSection`).
 */
const sharedSections = {
  /**
   * The texts of the error codes (errors/texts/), loaded by the forms and alerts that show them
   * (packages/ui ErrorAlerts, useCoreForm): a first page without a form does without them.
   */
  errors: {
    en: async () => errorMessages((await import('../errors/texts/en')).errorTextsEn),
    fi: async () => errorMessages((await import('../errors/texts/fi')).errorTextsFi),
  },
  /** The terms of use and the privacy policy: the longest texts we have, read on two pages. */
  legal: {
    en: async () => (await import('./en/legal')).legalEn,
    fi: async () => (await import('./fi/legal')).legalFi,
  },
  /** The place field's states (packages/ui PlaceAutocomplete). */
  places: {
    en: async () => (await import('./en/places')).placesEn,
    fi: async () => (await import('./fi/places')).placesFi,
  },
  /** The "Sponsored" label of paid results and ads, and the ranking explanation page. */
  sponsored: {
    en: async () => (await import('./en/sponsored')).sponsoredEn,
    fi: async () => (await import('./fi/sponsored')).sponsoredFi,
  },
} as const;

/** The marketplace's sections. */
const webSections = {
  /** The professional's profile editor: the account area's sections and the fast registration. */
  profileEditor: {
    en: async () => (await import('./en/profileEditor')).profileEditorEn,
    fi: async () => (await import('./fi/profileEditor')).profileEditorFi,
  },
  /**
   * The marketplace's sign-in, sign-up, password reset and account pages: the landing page does
   * without them (its header and notices are bundled under `web`).
   */
  webAccount: {
    en: async () => (await import('./en/webAccount')).webAccountEn,
    fi: async () => (await import('./fi/webAccount')).webAccountFi,
  },
  /** The search results page and the search component's suggestions and service browser. */
  search: {
    en: async () => (await import('./en/search')).searchEn,
    fi: async () => (await import('./fi/search')).searchFi,
  },
  /** A professional's public page (and the API's HTML for search engines). */
  publicProfile: {
    en: async () => (await import('./en/publicProfile')).publicProfileEn,
    fi: async () => (await import('./fi/publicProfile')).publicProfileFi,
  },
  /** The account's Following section. */
  following: {
    en: async () => (await import('./en/following')).followingEn,
    fi: async () => (await import('./fi/following')).followingFi,
  },
  /** The professional's bookings (week calendar, list, actions, manual booking) and availability. */
  proBookings: {
    en: async () => (await import('./en/proBookings')).proBookingsEn,
    fi: async () => (await import('./fi/proBookings')).proBookingsFi,
  },
  /** The messenger and the header's notifications menu (signed-in users only). */
  messenger: {
    en: async () => (await import('./en/messenger')).messengerEn,
    fi: async () => (await import('./fi/messenger')).messengerFi,
  },
  /** The customer's booking flow from a profile and the account's bookings history. */
  bookings: {
    en: async () => (await import('./en/bookings')).bookingsEn,
    fi: async () => (await import('./fi/bookings')).bookingsFi,
  },
  /** The customer, professional and tester landings and the memberships page. */
  landings: {
    en: async () => (await import('./en/landings')).landingsEn,
    fi: async () => (await import('./fi/landings')).landingsFi,
  },
  /** The testers' feedback questionnaire. */
  feedback: {
    en: async () => (await import('./en/feedback')).feedbackEn,
    fi: async () => (await import('./fi/feedback')).feedbackFi,
  },
  /** The account's Membership (buying, cancelling, Premium's insights) and Receipts sections. */
  billing: {
    en: async () => (await import('./en/billing')).billingEn,
    fi: async () => (await import('./fi/billing')).billingFi,
  },
  /** The account's Marketing section, the campaign wizards and the checkout's return page. */
  marketing: {
    en: async () => (await import('./en/marketing')).marketingEn,
    fi: async () => (await import('./fi/marketing')).marketingFi,
  },
  /** The account's Social activities section: connected providers and imported posts (issue 20). */
  socialActivity: {
    en: async () => (await import('./en/socialActivity')).socialActivityEn,
    fi: async () => (await import('./fi/socialActivity')).socialActivityFi,
  },
} as const;

/** The back-office's sections. */
const backofficeSections = {
  /**
   * The back-office's sign-up, password reset and account screens: the login page, its first
   * page, does without them.
   */
  backofficeAccount: {
    en: async () => (await import('./en/backofficeAccount')).backofficeAccountEn,
    fi: async () => (await import('./fi/backofficeAccount')).backofficeAccountFi,
  },
  /** The back-office search statistics page. */
  backofficeStatistics: {
    en: async () => (await import('./en/backofficeStatistics')).backofficeStatisticsEn,
    fi: async () => (await import('./fi/backofficeStatistics')).backofficeStatisticsFi,
  },
  /** The back-office users and professionals pages, a user's history and the staff actions. */
  backofficeUsers: {
    en: async () => (await import('./en/backofficeUsers')).backofficeUsersEn,
    fi: async () => (await import('./fi/backofficeUsers')).backofficeUsersFi,
  },
  /** The back-office dashboard home, professionals affiliates, feedbacks and ads pages. */
  backofficeInsights: {
    en: async () => (await import('./en/backofficeInsights')).backofficeInsightsEn,
    fi: async () => (await import('./fi/backofficeInsights')).backofficeInsightsFi,
  },
  /** The back-office payments page (payments, refunds, subscriptions, receipts). */
  backofficePayments: {
    en: async () => (await import('./en/backofficePayments')).backofficePaymentsEn,
    fi: async () => (await import('./fi/backofficePayments')).backofficePaymentsFi,
  },
  /** The back-office queues of reported messages and reviews. */
  backofficeModeration: {
    en: async () => (await import('./en/backofficeModeration')).backofficeModerationEn,
    fi: async () => (await import('./fi/backofficeModeration')).backofficeModerationFi,
  },
} as const;

// Object.assign marked pure (a spread is not known to be): the loaders of an SPA's unused
// sections (the other SPA's) are left out of its bundle.
const sectionLoaders = /* @__PURE__ */ Object.assign(
  {},
  sharedSections,
  webSections,
  backofficeSections,
);
type SectionLoaders = typeof sectionLoaders;

export type TextSection = keyof SectionLoaders;
export const TEXT_SECTIONS = /* @__PURE__ */ Object.keys(sectionLoaders) as TextSection[];
/** The texts of a section, in the shape of its English texts. */
export type SectionMessages<S extends TextSection> = Texts<
  Awaited<ReturnType<SectionLoaders[S]['en']>>
>;

/**
 * The texts of `section` in `language`, whichever SPA it belongs to (tests); an SPA loads its
 * own through its AppTexts.
 */
export function loadSectionMessages<S extends TextSection>(
  section: S,
  language: Language,
): Promise<SectionMessages<S>> {
  return sectionLoaders[section][language]() as Promise<SectionMessages<S>>;
}

/** The texts of the error codes in `language` (a section every SPA has). */
export function loadErrorMessages(language: Language): Promise<SectionMessages<'errors'>> {
  return sharedSections.errors[language]();
}

/**
 * One SPA's texts. English is bundled: it is the default language and the fallback of any text.
 * Every other language is a chunk of its own, loaded only when a visitor picks it. Each SPA
 * holds only its own texts and sections, so neither carries the other's.
 */
export interface AppTexts {
  en: object;
  /** The SPA's catalogue in a language that is not bundled. */
  load(language: Exclude<Language, 'en'>): Promise<object>;
  sections: Partial<{ [S in TextSection]: Record<Language, () => Promise<SectionMessages<S>>> }>;
}

export const webTexts: AppTexts = {
  en: webEn,
  load: async () => (await import('./fi/web')).fiWeb,
  sections: /* @__PURE__ */ Object.assign({}, sharedSections, webSections),
};

export const backofficeTexts: AppTexts = {
  en: backofficeEn,
  load: async () => (await import('./fi/backoffice')).fiBackoffice,
  sections: /* @__PURE__ */ Object.assign({}, sharedSections, backofficeSections),
};

/**
 * The shape of every language's `translation` namespace (for i18next's types): both SPAs'
 * texts, sections included once `useSectionTexts` has added them.
 */
export type TranslationResources = {
  translation: typeof en & {
    [S in TextSection]: SectionMessages<S>;
  };
};
