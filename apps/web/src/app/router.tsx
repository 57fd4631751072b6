import type { Language } from '@fitmarket/core/language';
import {
  LANDING_PATHS,
  PROFESSIONAL_PATHS,
  RANKING_PATHS,
  SEARCH_PATHS,
  WEB_LINKS,
} from '@fitmarket/core/links';
import type { LegalDocument } from '@fitmarket/ui/LegalText';
import { SectionTexts } from '@fitmarket/ui/SectionTexts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteFlags } from '../lib/routeFlags';
import { RootLayout } from './RootLayout';

const guestOnly: RouteFlags = { guestOnly: true };
const auth: RouteFlags = { auth: true };
const refreshToken: RouteFlags = { refreshToken: true };
/** The address names the page's language; the account's language does not override it. */
const languageFromUrl = { languageFromUrl: true };

/**
 * A page that reads the account texts (sign-in, sign-up, the account area ...), which are a
 * section loaded with the first such page: the landing page does without them.
 */
function withAccountTexts(load: () => Promise<ComponentType>) {
  return async () => {
    const Page = await load();
    return function WithAccountTexts() {
      return (
        <SectionTexts section="webAccount">
          <Page />
        </SectionTexts>
      );
    };
  };
}

/** A WEB_LINKS path (which ends where the code goes) as a route path with `:code`. */
const withCode = (link: string) => `${link.slice(1)}:code`;

/**
 * The marketing pages, each at its English path and a Finnish alias (the same page; the
 * language follows the visitor's choice, not the address).
 */
const landingPages: {
  id: string;
  paths: [string, string];
  load: () => Promise<RouteObject['Component']>;
  handle?: RouteFlags;
}[] = [
  {
    id: 'landing.customers',
    paths: ['for-customers', 'asiakkaille'],
    load: async () =>
      (await import('../features/landings/routes/CustomersLandingRoute')).CustomersLandingRoute,
  },
  {
    id: 'landing.professionals',
    paths: ['for-professionals', 'ammattilaisille'],
    load: async () =>
      (await import('../features/landings/routes/ProfessionalsLandingRoute'))
        .ProfessionalsLandingRoute,
  },
  {
    id: 'memberships',
    paths: ['memberships', 'jasenyydet'],
    load: async () =>
      (await import('../features/landings/routes/MembershipsRoute')).MembershipsRoute,
  },
  {
    id: 'landing.testers',
    paths: ['testers', 'testaajat'],
    load: async () =>
      (await import('../features/landings/routes/TestersLandingRoute')).TestersLandingRoute,
  },
  {
    id: 'feedback',
    paths: ['feedback', 'palaute'],
    handle: auth,
    load: async () => (await import('../features/feedback/routes/FeedbackRoute')).FeedbackRoute,
  },
];

const landingRoutes: RouteObject[] = landingPages.flatMap(({ id, paths, load, handle }) =>
  paths.map((path, index) => ({
    id: index === 0 ? id : `${id}.fi`,
    path,
    handle,
    lazy: { Component: load },
  })),
);

/** The landing page at the address of `lang` (core LANDING_PATHS). */
async function landingAt(lang: Language) {
  const { LandingAtAddressRoute } = await import(
    '../features/landing/routes/LandingAtAddressRoute'
  );
  return <LandingAtAddressRoute lang={lang} />;
}

/** A legal text's page: both documents share one chunk. */
async function legalPage(document: LegalDocument) {
  const { LegalRoute } = await import('../features/legal/routes/LegalRoute');
  return <LegalRoute document={document} />;
}

/** The account area's profile sections (features/profile-editor/sections.ts), one chunk for all. */
const PROFILE_SECTION_ROUTES = [
  { id: 'account.basic-info', path: 'basic-info', section: 'basic' },
  { id: 'account.services', path: 'services', section: 'services' },
  { id: 'account.locations', path: 'locations', section: 'locations' },
  { id: 'account.certificates', path: 'certificates', section: 'certificates' },
  { id: 'account.photos', path: 'photos', section: 'photos' },
] as const;

async function profileSection(section: (typeof PROFILE_SECTION_ROUTES)[number]['section']) {
  const { ProfileSectionRoute } = await import(
    '../features/profile-editor/routes/ProfileSectionRoute'
  );
  return <ProfileSectionRoute section={section} />;
}

async function accountHome() {
  const { AccountHomeRoute } = await import('../features/profile-editor/routes/AccountHomeRoute');
  return <AccountHomeRoute />;
}

/** A professional's public page in `lang`: both languages share one chunk. */
async function professionalPage(lang: Language) {
  const { ProfessionalsSingleRoute } = await import(
    '../features/public-profile/routes/ProfessionalsSingleRoute'
  );
  return <ProfessionalsSingleRoute lang={lang} />;
}

/** The Marketing section's list or wizard: one chunk for both. */
async function marketingPage(page: 'list' | 'wizard') {
  const { MarketingRoute, CampaignWizardRoute } = await import(
    '../features/marketing/routes/MarketingPages'
  );
  return page === 'list' ? <MarketingRoute /> : <CampaignWizardRoute />;
}

/** The ranking explanation in `lang`: both languages share one chunk. */
async function rankingPage(lang: Language) {
  const { RankingRoute } = await import('../features/ranking/routes/RankingRoute');
  return <RankingRoute lang={lang} />;
}

/** The search results in `lang`: both languages share one chunk. */
async function searchPage(lang: Language) {
  const { ProfessionalsSearchRoute } = await import(
    '../features/search/routes/ProfessionalsSearchRoute'
  );
  return <ProfessionalsSearchRoute lang={lang} />;
}

/**
 * Route ids are the route names of SPEC §2 ("dashboard.home" is the landing page); `handle`
 * holds the flags NavigationGuard acts on. The e-mailed links (WEB_LINKS) open the `:code` routes.
 * Every page is its own chunk, loaded when it is opened (main.tsx loads the first one before
 * the first render), so the landing page does not carry the code of every form.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        id: 'dashboard.home',
        index: true,
        lazy: {
          Component: async () =>
            (await import('../features/landing/routes/LandingRoute')).LandingRoute,
        },
      },
      {
        id: 'dashboard.home.fi',
        path: LANDING_PATHS.fi.slice(1),
        handle: languageFromUrl,
        lazy: { element: () => landingAt('fi') },
      },
      {
        id: 'auth.signin',
        path: 'signin',
        handle: guestOnly,
        lazy: {
          Component: withAccountTexts(
            async () => (await import('../features/auth/routes/SignInRoute')).SignInRoute,
          ),
        },
      },
      {
        id: 'auth.signup',
        path: 'signup',
        handle: guestOnly,
        lazy: {
          Component: withAccountTexts(
            async () => (await import('../features/auth/routes/SignUpRoute')).SignUpRoute,
          ),
        },
      },
      {
        id: 'auth.signup.confirm',
        path: withCode(WEB_LINKS.confirmSignup),
        lazy: {
          Component: withAccountTexts(
            async () =>
              (await import('../features/auth/routes/ConfirmSignUpRoute')).ConfirmSignUpRoute,
          ),
        },
      },
      {
        id: 'auth.signup.social',
        path: withCode(WEB_LINKS.socialSignup),
        handle: guestOnly,
        lazy: {
          Component: withAccountTexts(
            async () =>
              (await import('../features/auth/routes/SocialSignUpRoute')).SocialSignUpRoute,
          ),
        },
      },
      {
        id: 'auth.social',
        path: WEB_LINKS.social.slice(1),
        lazy: {
          Component: withAccountTexts(
            async () =>
              (await import('../features/auth/routes/SocialCallbackRoute')).SocialCallbackRoute,
          ),
        },
      },
      {
        id: 'auth.password-reset',
        path: 'password-reset',
        handle: guestOnly,
        lazy: {
          Component: withAccountTexts(
            async () =>
              (await import('../features/password-reset/routes/PasswordResetRoute'))
                .PasswordResetRoute,
          ),
        },
      },
      {
        id: 'auth.password-reset.code',
        path: withCode(WEB_LINKS.resetPassword),
        handle: guestOnly,
        lazy: {
          Component: withAccountTexts(
            async () =>
              (await import('../features/password-reset/routes/PasswordResetCodeRoute'))
                .PasswordResetCodeRoute,
          ),
        },
      },
      // A signed-in user is reloaded and sent home by the guard; a guest just goes home.
      {
        id: 'auth.refresh',
        path: 'refresh',
        handle: refreshToken,
        element: <Navigate to="/" replace />,
      },
      {
        id: 'account.deleted',
        path: withCode(WEB_LINKS.deleteAccount),
        lazy: {
          Component: withAccountTexts(
            async () =>
              (await import('../features/account/routes/AccountDeletedRoute')).AccountDeletedRoute,
          ),
        },
      },
      {
        id: 'account',
        path: 'account',
        handle: auth,
        lazy: {
          Component: withAccountTexts(
            async () =>
              (await import('../features/profile-editor/routes/AccountLayout')).AccountLayout,
          ),
        },
        children: [
          {
            id: 'account.home',
            index: true,
            lazy: { element: () => accountHome() },
          },
          ...PROFILE_SECTION_ROUTES.map(({ id, path, section }) => ({
            id,
            path,
            lazy: { element: () => profileSection(section) },
          })),
          {
            id: 'account.settings',
            path: 'settings',
            lazy: {
              Component: async () =>
                (await import('../features/account/routes/SettingsRoute')).SettingsRoute,
            },
          },
          // SPEC §2 "bookings" (the professional's side) and their availability settings.
          {
            id: 'account.bookings',
            path: WEB_LINKS.bookings.slice('/account/'.length),
            lazy: {
              Component: async () =>
                (await import('../features/pro-bookings/routes/ProBookingsRoute')).ProBookingsRoute,
            },
          },
          {
            id: 'account.availability',
            path: 'availability',
            lazy: {
              Component: async () =>
                (await import('../features/pro-bookings/routes/AvailabilityRoute'))
                  .AvailabilityRoute,
            },
          },
          {
            id: 'account.following',
            path: 'following',
            lazy: {
              Component: async () =>
                (await import('../features/following/routes/FollowingRoute')).FollowingRoute,
            },
          },
          // SPEC §2 account "marketing" and the campaign wizards (issue 19).
          {
            id: 'account.marketing',
            path: WEB_LINKS.marketing.slice('/account/'.length),
            lazy: { element: () => marketingPage('list') },
          },
          {
            id: 'account.marketing.new',
            path: 'marketing/new/:kind',
            lazy: { element: () => marketingPage('wizard') },
          },
          // Issue 19: the professional's membership (checkout's return page) and receipts.
          {
            id: 'account.membership',
            path: WEB_LINKS.membership.slice('/account/'.length),
            lazy: {
              Component: async () =>
                (await import('../features/billing/routes/MembershipRoute')).MembershipRoute,
            },
          },
          {
            id: 'account.receipts',
            path: WEB_LINKS.receipts.slice('/account/'.length),
            lazy: {
              Component: async () =>
                (await import('../features/billing/routes/ReceiptsRoute')).ReceiptsRoute,
            },
          },
          {
            id: 'account.receipt',
            path: `${WEB_LINKS.receipts.slice('/account/'.length)}/:id`,
            lazy: {
              Component: async () =>
                (await import('../features/billing/routes/ReceiptRoute')).ReceiptRoute,
            },
          },
          // SPEC §2 account "social activities" (issue 20): connected providers and posts.
          {
            id: 'account.social-activities',
            path: WEB_LINKS.socialActivities.slice('/account/'.length),
            lazy: {
              Component: async () =>
                (await import('../features/social-activity/routes/SocialActivitiesRoute'))
                  .SocialActivitiesRoute,
            },
          },
          {
            id: 'account.bookings-history',
            path: 'bookings-history',
            lazy: {
              Component: async () =>
                (await import('../features/bookings/routes/BookingsHistoryRoute'))
                  .BookingsHistoryRoute,
            },
          },
        ],
      },
      ...landingRoutes,
      // SPEC §2 "messenger": the conversations, and one of them open.
      ...[
        { id: 'messenger', path: 'messages' },
        { id: 'messenger.thread', path: 'messages/:id' },
      ].map(({ id, path }) => ({
        id,
        path,
        handle: auth,
        lazy: {
          Component: async () =>
            (await import('../features/messenger/routes/MessengerRoute')).MessengerRoute,
        },
      })),
      {
        id: 'account.fast-registration',
        path: 'account/fast-registration',
        handle: auth,
        lazy: {
          Component: withAccountTexts(
            async () =>
              (await import('../features/profile-editor/routes/FastRegistrationRoute'))
                .FastRegistrationRoute,
          ),
        },
      },
      // SPEC §2 "ProfessionalsSearch.{lang}": the search is the query (core rules/search-url).
      {
        id: 'ProfessionalsSearch.en',
        path: SEARCH_PATHS.en.slice(1),
        handle: languageFromUrl,
        lazy: { element: () => searchPage('en') },
      },
      {
        id: 'ProfessionalsSearch.fi',
        path: SEARCH_PATHS.fi.slice(1),
        handle: languageFromUrl,
        lazy: { element: () => searchPage('fi') },
      },
      // SPEC §2 "ProfessionalsSingle.{lang}": one address per language (core PROFESSIONAL_PATHS).
      {
        id: 'ProfessionalsSingle.en',
        path: `${PROFESSIONAL_PATHS.en.slice(1)}:slug`,
        handle: languageFromUrl,
        lazy: { element: () => professionalPage('en') },
      },
      {
        id: 'ProfessionalsSingle.fi',
        path: `${PROFESSIONAL_PATHS.fi.slice(1)}:slug`,
        handle: languageFromUrl,
        lazy: { element: () => professionalPage('fi') },
      },
      // A customer's booking request from a profile: open to guests, who sign in to send it.
      {
        id: 'booking.new',
        path: 'book/:slug',
        lazy: {
          Component: async () =>
            (await import('../features/bookings/routes/BookingFlowRoute')).BookingFlowRoute,
        },
      },
      // How search ranks and what payment changes (EU P2B Art. 5, DSA Art. 26), per language.
      ...(['en', 'fi'] as const).map((lang) => ({
        id: `page.ranking.${lang}`,
        path: RANKING_PATHS[lang].slice(1),
        handle: languageFromUrl,
        lazy: { element: () => rankingPage(lang) },
      })),
      {
        id: 'page.terms',
        path: 'page/terms',
        lazy: { element: () => legalPage('terms') },
      },
      {
        id: 'page.privacy',
        path: 'page/privacy',
        lazy: { element: () => legalPage('privacy') },
      },
      {
        id: 'not-found',
        path: '*',
        lazy: {
          Component: async () =>
            (await import('../features/not-found/routes/NotFoundRoute')).NotFoundRoute,
        },
      },
    ],
  },
];
