import { accountSharedEn } from './en/accountShared';
import type { backofficeAccountEn } from './en/backofficeAccount';
import type { backofficeInsightsEn } from './en/backofficeInsights';
import type { backofficeModerationEn } from './en/backofficeModeration';
import type { backofficePaymentsEn } from './en/backofficePayments';
import type { backofficeStatisticsEn } from './en/backofficeStatistics';
import type { backofficeUsersEn } from './en/backofficeUsers';
import type { billingEn } from './en/billing';
import type { bookingsEn } from './en/bookings';
import type { feedbackEn } from './en/feedback';
import type { followingEn } from './en/following';
import type { landingsEn } from './en/landings';
import type { legalEn } from './en/legal';
import type { marketingEn } from './en/marketing';
import type { messengerEn } from './en/messenger';
import type { placesEn } from './en/places';
import type { proBookingsEn } from './en/proBookings';
import type { publicProfileEn } from './en/publicProfile';
import type { searchEn } from './en/search';
import type { socialActivityEn } from './en/socialActivity';
import type { sponsoredEn } from './en/sponsored';
import type { webAccountEn } from './en/webAccount';

/** Texts of both SPAs. */
const common = {
  productName: 'Fitmarket',
  languageSwitcher: { label: 'Language' },
  // Each language is named in itself, so a reader finds their own in either catalogue.
  languages: { en: 'English', fi: 'Suomi' },
  actions: { retry: 'Try again', close: 'Close' },
  loading: 'Loading…',
  errors: { title: 'Something went wrong' },
  notFound: {
    lead: 'The page you were looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  rating: {
    label: 'Rated {{rating}} out of 5',
    count_one: '{{count}} review',
    count_other: '{{count}} reviews',
    none: 'No reviews yet',
  },
} as const;

/** The marketplace's shell: header, notices, footer, landing. */
const web = {
  header: {
    signIn: 'Sign in',
    signUp: 'Sign up',
    openMenu: 'Open the account menu',
    accountMenu: 'Account menu',
    profile: 'My profile',
    settings: 'Settings',
    following: 'Following',
    signOut: 'Sign out',
    bookings: 'Bookings',
    myBookings: 'My bookings',
    messages: 'Messages',
    findProfessionals: 'Find a professional',
    pending: '{{count}} waiting',
    unread: '{{count}} unread',
    bookingsPending_one: 'Bookings: {{count}} request waiting',
    bookingsPending_other: 'Bookings: {{count}} requests waiting',
  },
  notices: {
    accountLoadFailed: 'We could not load your account.',
    signInRequired: 'You have to sign in to access this page',
    signIn: 'Sign in',
    emailConfirmed: 'Welcome! Your email address is confirmed.',
    welcome: 'Welcome to Fitmarket! Your account is ready.',
  },
  footer: {
    tagline: 'Personal trainers, coaches and wellness professionals near you.',
    navLabel: 'Fitmarket information',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    contact: 'Contact us',
    copyright: '© {{year}} Fitmarket',
    forCustomers: 'For customers',
    forProfessionals: 'For professionals',
    memberships: 'Memberships',
    testers: 'Become a tester',
    headerNavLabel: 'Fitmarket for you',
  },
  landing: {
    pageTitle: 'Find a professional',
    heroTitle: 'Find the right professional for your wellbeing',
    heroLead:
      'Fitmarket brings together personal trainers, coaches and wellness professionals. Compare profiles, prices and reviews, and book a session with the one who suits you.',
    stats: {
      label: 'Fitmarket in numbers',
      professionals_one: 'professional',
      professionals_other: 'professionals',
      cities_one: 'city',
      cities_other: 'cities',
    },
    specialities: {
      title: 'Browse by speciality',
      chipLabel_one: '{{label}}: {{count}} professional',
      chipLabel_other: '{{label}}: {{count}} professionals',
    },
    professionals: {
      title: 'Meet our professionals',
      loading: 'Loading professionals…',
      priceFrom: 'from {{price}}',
      errorTitle: 'We could not load the professionals',
      emptyTitle: 'No professionals here yet',
      emptyLead:
        'Professionals appear here as soon as they publish their profiles. Come back soon!',
    },
  },
  notFound: {
    title: 'Page not found',
  },
  /** The search form (home page hero and results page); the rest of search is a section. */
  searchForm: {
    label: 'Search professionals',
    what: 'What are you looking for?',
    whatPlaceholder: 'Yoga, personal trainer, a name…',
    where: 'Where?',
    wherePlaceholder: 'City or address',
    submit: 'Search',
  },
} as const;

/** The back-office's shell and login. */
const backoffice = {
  appName: 'Fitmarket Back-office',
  footer: {
    contactTitle: 'Contact',
    email: 'Email',
    phone: 'Phone',
    copyright: '© {{year}} Fitmarket Oy. All rights reserved.',
  },
  home: {
    pageTitle: 'Welcome',
    title: 'Welcome to the Fitmarket back-office',
    lead: 'Manage users, professionals, campaigns and feedback in one place.',
    login: 'Log in',
    signup: 'Sign up',
  },
  login: {
    pageTitle: 'Log in',
    title: 'Log in to the back-office',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    noAccount: 'No account yet?',
    signup: 'Sign up',
    forgot: 'Forgot your password?',
    passwordChanged: 'Your password has been changed. Log in with the new one.',
  },
  loginSuccess: {
    pageTitle: 'Logged in',
    redirecting: 'You are logged in. Taking you onwards…',
  },
  notFound: {
    title: 'Sorry - 404',
  },
  loading: 'Loading…',
  dashboard: {
    logo: 'Fitmarket Back-office, home',
    openMenu: 'Open the menu',
    menuTitle: 'Menu',
    navLabel: 'Back-office sections',
    signedInAs: 'Signed in as',
    account: 'Account',
    signOut: 'Sign out',
    breadcrumbLabel: 'Breadcrumb',
    pagination: { previous: 'Previous page', next: 'Next page' },
    home: 'Home',
    greeting: 'Hello, {{name}}!',
    loadFailed: 'We could not load your profile.',
    sections: {
      users: 'All users',
      professionals: 'Professionals',
      professionalsAffiliates: 'Professionals affiliates',
      ads: 'Ads',
      payments: 'Payments',
      statistics: 'Statistics',
      feedbacks: 'Feedbacks',
      reportedMessages: 'Reported messages',
      reportedReviews: 'Reported reviews',
      deadJobs: 'Failed jobs',
    },
    comingSoon: {
      title: 'Coming soon',
      text: 'This section is being built and will open here soon.',
    },
  },
} as const;

/**
 * English texts of both SPAs (the default language). `fi.ts` has the same keys; plural keys
 * end in `_one` / `_other` as i18next expects.
 */
export const en = {
  common,
  web,
  backoffice,
  // Account screens live in files of their own (en/, fi/) so they can grow without crowding this one.
  accountShared: accountSharedEn,
} as const;

/** What the marketplace bundles: its own shell's texts, not the back-office's (core resources.ts). */
export const webEn = { common, web, accountShared: accountSharedEn } as const;

/** What the back-office bundles: its own shell's texts, not the marketplace's. */
export const backofficeEn = { common, backoffice, accountShared: accountSharedEn } as const;

/** The shape every catalogue has: the keys of `en`, any string as the text. */
export type Messages = Texts<typeof en>;

/** The terms and the privacy policy: long, rarely read, so loaded apart (see resources.ts). */
export type LegalMessages = Texts<typeof legalEn>;
export type PlacesMessages = Texts<typeof placesEn>;
export type SearchMessages = Texts<typeof searchEn>;
/** The back-office's account screens (sign-up, forgot, account): a section of their own. */
export type BackofficeAccountMessages = Texts<typeof backofficeAccountEn>;
/** The marketplace's account screens (sign-in, sign-up, settings ...): a section of their own. */
export type WebAccountMessages = Texts<typeof webAccountEn>;
export type PublicProfileMessages = Texts<typeof publicProfileEn>;
export type FollowingMessages = Texts<typeof followingEn>;
export type BillingMessages = Texts<typeof billingEn>;
export type BackofficePaymentsMessages = Texts<typeof backofficePaymentsEn>;
export type ProBookingsMessages = Texts<typeof proBookingsEn>;
export type BookingsMessages = Texts<typeof bookingsEn>;
export type MessengerMessages = Texts<typeof messengerEn>;
export type LandingsMessages = Texts<typeof landingsEn>;
export type FeedbackMessages = Texts<typeof feedbackEn>;
export type BackofficeStatisticsMessages = Texts<typeof backofficeStatisticsEn>;
export type BackofficeUsersMessages = Texts<typeof backofficeUsersEn>;
export type BackofficeInsightsMessages = Texts<typeof backofficeInsightsEn>;
export type BackofficeModerationMessages = Texts<typeof backofficeModerationEn>;
export type MarketingMessages = Texts<typeof marketingEn>;
export type SponsoredMessages = Texts<typeof sponsoredEn>;
export type SocialActivityMessages = Texts<typeof socialActivityEn>;

export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
