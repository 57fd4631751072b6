import type { Language } from './language';

/**
 * Pages that e-mailed links and social sign-in open. The API builds links with these and the
 * SPAs route them, so the two can never drift apart. Each path ends where the code is appended.
 */
export const BACKOFFICE_LINKS = {
  register: '/register/',
  forgot: '/forgot/',
  deleteProfile: '/profile/',
  signup: '/signup/step/1',
  social: '/social',
} as const;

export const WEB_LINKS = {
  confirmSignup: '/signup/confirm/',
  resetPassword: '/password-reset/',
  /** Where a person asks for a password reset link. */
  requestPasswordReset: '/password-reset',
  deleteAccount: '/account-deleted/',
  socialSignup: '/signup/social/',
  social: '/social',
  /** The professional's bookings and the customer's bookings history (issue 10). */
  bookings: '/account/bookings',
  bookingsHistory: '/account/bookings-history',
  /**
   * The professional's Marketing section (issue 19); a campaign's checkout returns to it with
   * `?campaign=&order=&result=`.
   */
  marketing: '/account/marketing',
  /** The professional's membership: level, subscription, checkout's return, insights (issue 19). */
  membership: '/account/membership',
  /** The buyer's receipts; a receipt's printable page is `${receipts}/${id}`. */
  receipts: '/account/receipts',
  /**
   * The professional's Social activities section (issue 20); a provider's consent returns to it
   * with `?social=connected&provider=` or `?social=error&provider=&error=<code>`.
   */
  socialActivities: '/account/social-activities',
} as const;

/**
 * The landing page (routes dashboard.home and dashboard.home.fi): `/` shows it in the visitor's
 * language, `/fi` in Finnish whoever opens it, so a Finnish address can be shared and the server
 * sends that page in Finnish without waiting for a language cookie.
 */
export const LANDING_PATHS: Readonly<Record<Language, string>> = {
  en: '/',
  fi: '/fi',
};

/**
 * The page that explains how search ranks and how payment affects it (EU P2B Regulation Art. 5,
 * DSA Art. 26), linked from every sponsored label; one address per language.
 */
export const RANKING_PATHS: Readonly<Record<Language, string>> = {
  en: '/how-search-ranks',
  fi: '/fi/nain-haku-jarjestaa',
};

/** A profile's page in each language (route ProfessionalsSingle.{lang}); `slug` goes at the end. */
export const PROFESSIONAL_PATHS: Readonly<Record<Language, string>> = {
  en: '/professionals/',
  fi: '/fi/ammattilaiset/',
};

export function professionalPath(slug: string, lang: Language): string {
  return `${PROFESSIONAL_PATHS[lang]}${encodeURIComponent(slug)}`;
}

/** The search results in each language (route ProfessionalsSearch.{lang}); the query is the search. */
export const SEARCH_PATHS: Readonly<Record<Language, string>> = {
  en: '/professionals',
  fi: '/fi/ammattilaiset',
};
