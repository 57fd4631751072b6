import type { Language } from '../language';
import { en, type Messages, type Texts } from './en';
import { errorMessages } from './errorMessages';

/**
 * English is bundled with both SPAs: it is the default language and the fallback of any text.
 * Every other language is a chunk of its own, loaded only when a visitor picks it.
 */
export const bundledResources = { en: { translation: en } } as const;

/**
 * Texts that only some pages need, each a chunk of its own per language, loaded when a page
 * that shows them opens (packages/ui `useSectionTexts`): the bundled catalogue stays the texts
 * of the first page and the shell, so every new feature does not make the landing page heavier.
 * A feature adds its section here with `en/<section>.ts` and `fi/<section>.ts`; the catalogue
 * test checks both have the same keys.
 */
const sectionLoaders = {
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
  /**
   * The back-office's sign-up, password reset and account screens: the login page, its first
   * page, does without them.
   */
  backofficeAccount: {
    en: async () => (await import('./en/backofficeAccount')).backofficeAccountEn,
    fi: async () => (await import('./fi/backofficeAccount')).backofficeAccountFi,
  },
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
  /** The place field's states (packages/ui PlaceAutocomplete). */
  places: {
    en: async () => (await import('./en/places')).placesEn,
    fi: async () => (await import('./fi/places')).placesFi,
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
  /** The account's Membership (buying, cancelling, Premium's insights) and Receipts sections. */
  billing: {
    en: async () => (await import('./en/billing')).billingEn,
    fi: async () => (await import('./fi/billing')).billingFi,
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
  /** The "Sponsored" label of paid results and ads, and the ranking explanation page. */
  sponsored: {
    en: async () => (await import('./en/sponsored')).sponsoredEn,
    fi: async () => (await import('./fi/sponsored')).sponsoredFi,
  },
} as const;

export type TextSection = keyof typeof sectionLoaders;
export const TEXT_SECTIONS = Object.keys(sectionLoaders) as TextSection[];
/** The texts of a section, in the shape of its English texts. */
export type SectionMessages<S extends TextSection> = Texts<
  Awaited<ReturnType<(typeof sectionLoaders)[S]['en']>>
>;

/** The texts of `section` in `language`. */
export function loadSectionMessages<S extends TextSection>(
  section: S,
  language: Language,
): Promise<SectionMessages<S>> {
  return sectionLoaders[section][language]() as Promise<SectionMessages<S>>;
}

/**
 * The shape of every language's `translation` namespace (for i18next's types), sections
 * included once `useSectionTexts` has added them.
 */
export type TranslationResources = {
  translation: (typeof bundledResources)['en']['translation'] & {
    [S in TextSection]: SectionMessages<S>;
  };
};

/** The texts of `language`; only English is at hand without a network round trip. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return en;
    case 'fi':
      return (await import('./fi')).fi;
  }
}
