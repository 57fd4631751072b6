/**
 * Who may call each operation of the API, in one table: the OpenAPI plugin writes each rule into
 * its operation's description ("Who may call: …"), and the access matrix test
 * (test/access/route-access.test.ts) calls every operation as every kind of user and checks the
 * answer this table promises. The sign-in groups (access/guard.ts) enforce it: the token, and
 * the role a rule names (`roleRefusal`), on request, before the body is read or validated, so a
 * wrong role learns nothing about a route's body rules (403 before 422). Whose resource it is
 * the operation decides (access/permissions.ts). A route missing here fails that test.
 */

import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { isStaffRole, type Role } from '@fitmarket/core/limits';

/** Whose resource a `party` operation acts on, and what the description calls them. */
export const PARTIES = {
  conversation: "the conversation's two people",
  message: "the two people of the message's conversation",
  booking: "the booking's customer and professional",
  'booking-customer': "the booking's customer (its professional 422 with 1363)",
  'reviewed-professional': 'the reviewed professional',
  notification: 'the person it was sent to',
} as const;
export type Party = keyof typeof PARTIES;

export type RouteAccess =
  /** No sign-in needed; a token, if sent, only adds to the answer. */
  | { who: 'anyone' }
  /** Any signed-in user, staff too. */
  | { who: 'signed-in' }
  /** Signed-in customers and professionals; staff do not book (403 with 1002). */
  | { who: 'people' }
  /** Only a customer (403 with 1305 for any other role). */
  | { who: 'customer' }
  /** Only a professional; the others get the refusal code with 403. */
  | { who: 'professional'; refusal: 1326 | 1002 }
  /** Only the resource's own people; anyone else gets 404 with 1302, as for a missing one. */
  | { who: 'party'; of: Party }
  /** Owners and admins (403 with 1317 for anyone else). */
  | { who: 'staff' }
  /** Owners only: admins 403 with 1002, anyone else 403 with 1317. */
  | { who: 'owner' };

const anyone: RouteAccess = { who: 'anyone' };
const signedIn: RouteAccess = { who: 'signed-in' };
const staff: RouteAccess = { who: 'staff' };
const professional: RouteAccess = { who: 'professional', refusal: 1326 };
const party = (of: Party): RouteAccess => ({ who: 'party', of });

/** `METHOD /path` as the OpenAPI document writes it (`{name}` for a path parameter). */
export const routeAccess: Record<string, RouteAccess> = {
  'GET /health': anyone,
  'GET /health/live': anyone,
  'GET /health/ready': anyone,

  // Marketplace accounts.
  'POST /v1/auth/signup': anyone,
  'POST /v1/auth/signup/resend': anyone,
  'POST /v1/auth/confirm': anyone,
  'POST /v1/auth/login': anyone,
  'POST /v1/auth/forgot': anyone,
  'GET /v1/auth/forgot/{code}': anyone,
  'POST /v1/auth/reset': anyone,
  'POST /v1/account/delete/{code}': anyone,
  'GET /v1/auth/providers': anyone,
  'GET /v1/auth/login/{provider}': anyone,
  'GET /v1/auth/social/callback/{provider}': anyone,
  'GET /v1/auth/social/signup/{code}': anyone,
  'POST /v1/auth/social/signup': anyone,
  'POST /v1/auth/logout': signedIn,
  'GET /v1/me': signedIn,
  'DELETE /v1/me': signedIn,
  'GET /v1/me/export': signedIn,
  'PUT /v1/me/settings': signedIn,
  'PUT /v1/me/password': signedIn,
  'POST /v1/me/upgrade': { who: 'customer' },
  'POST /v1/uploads': signedIn,
  'GET /v1/live': signedIn,

  // Payments (docs/payments.md): the provider's signed webhook, and the test checkout, which an
  // unguessable reference opens.
  'POST /v1/payments/webhook': anyone,
  'GET /v1/payments/test-checkout/{reference}': anyone,
  'POST /v1/payments/test-checkout/{reference}': anyone,
  // Memberships bought through the checkout, receipts, Premium's insights (issue 19).
  'GET /v1/account/membership': professional,
  'POST /v1/account/membership/checkout': professional,
  'POST /v1/account/membership/cancel': professional,
  'POST /v1/account/membership/test-renew': professional,
  'GET /v1/account/insights': professional,
  'GET /v1/account/receipts': signedIn,
  'GET /v1/account/receipts/{id}': signedIn,

  // Campaigns (docs/campaigns.md): what visitors' pages count, and a professional's own.
  'POST /v1/campaigns/impressions': anyone,
  'POST /v1/campaigns/clicks': anyone,
  'GET /v1/campaigns/ads/{id}/click': anyone,
  'GET /v1/professionals/{slug}/ad': anyone,
  'GET /v1/me/campaigns': professional,
  'GET /v1/me/campaigns/prices': professional,
  'POST /v1/me/campaigns/search': professional,
  'POST /v1/me/campaigns/ads': professional,
  'GET /v1/me/campaigns/{id}': professional,
  'GET /v1/me/campaigns/{id}/stats': professional,
  'POST /v1/me/campaigns/{id}/pause': professional,
  'POST /v1/me/campaigns/{id}/resume': professional,
  'GET /v1/me/affiliates': professional,

  // What visitors see.
  'GET /v1/landing': anyone,
  'GET /v1/catalogue': anyone,
  'GET /v1/memberships': anyone,
  'GET /v1/map-settings': anyone,
  'GET /v1/places': anyone,
  'GET /v1/places/{id}': anyone,
  'POST /v1/professionals/search': anyone,
  'POST /v1/professionals/search-names': anyone,
  'POST /v1/professionals/search-service': anyone,
  'POST /v1/professionals/search-boosted': anyone,
  'POST /v1/professionals/search-ads': anyone,
  'GET /v1/professionals/suggestions': anyone,
  'GET /v1/professionals/{slug}': anyone,
  'GET /v1/professionals/{slug}/page': anyone,
  'GET /v1/professionals/{slug}/slots': anyone,
  'GET /v1/professionals/{slug}/reviews': anyone,
  'GET /v1/feedback/questions': anyone,
  'GET /v1/calendar/{token}.ics': anyone,

  // A professional's own profile.
  'GET /v1/me/professional': professional,
  'PUT /v1/me/professional/basic': professional,
  'GET /v1/me/professional/slug': professional,
  'PUT /v1/me/professional/services': professional,
  'PUT /v1/me/professional/locations': professional,
  'PUT /v1/me/professional/certificates': professional,
  'PUT /v1/me/professional/photos': professional,
  'POST /v1/me/professional/publish': professional,
  'POST /v1/me/professional/unpublish': professional,

  // Following, messages and notifications.
  'PUT /v1/professionals/{slug}/follow': signedIn,
  'DELETE /v1/professionals/{slug}/follow': signedIn,
  'GET /v1/me/following': signedIn,
  'GET /v1/conversations': signedIn,
  'POST /v1/conversations': signedIn,
  'GET /v1/conversations/unread-count': signedIn,
  'GET /v1/conversations/{id}': party('conversation'),
  'GET /v1/conversations/{id}/messages': party('conversation'),
  'POST /v1/conversations/{id}/messages': party('conversation'),
  'POST /v1/conversations/{id}/read': party('conversation'),
  'PUT /v1/conversations/{id}/block': party('conversation'),
  'DELETE /v1/conversations/{id}/block': party('conversation'),
  'POST /v1/messages/{id}/report': party('message'),
  'GET /v1/notifications': signedIn,
  'GET /v1/notifications/unread-count': signedIn,
  'POST /v1/notifications/read': signedIn,
  'POST /v1/notifications/{id}/read': party('notification'),

  // Bookings and reviews.
  'POST /v1/me/calendar-feed': signedIn,
  'GET /v1/me/availability': { who: 'professional', refusal: 1002 },
  'PUT /v1/me/availability': { who: 'professional', refusal: 1002 },
  // Social activity (issue 20, docs/social-activity.md): the provider's return is public (the
  // browser comes back without our token; `state` names the professional).
  'GET /v1/me/social/providers': { who: 'professional', refusal: 1002 },
  'GET /v1/me/social/connections': { who: 'professional', refusal: 1002 },
  'POST /v1/me/social/connections': { who: 'professional', refusal: 1002 },
  'PUT /v1/me/social/connections/{id}/default': { who: 'professional', refusal: 1002 },
  'DELETE /v1/me/social/connections/{id}': { who: 'professional', refusal: 1002 },
  'GET /v1/me/social/items': { who: 'professional', refusal: 1002 },
  'PATCH /v1/me/social/items/{id}': { who: 'professional', refusal: 1002 },
  'GET /v1/me/social/suggestions': { who: 'professional', refusal: 1002 },
  'GET /v1/social/callback/{provider}': anyone,
  'GET /v1/professionals/{slug}/social': anyone,
  'GET /v1/me/availability/busy-calendar': { who: 'professional', refusal: 1002 },
  'PUT /v1/me/availability/busy-calendar': { who: 'professional', refusal: 1002 },
  'DELETE /v1/me/availability/busy-calendar': { who: 'professional', refusal: 1002 },
  'POST /v1/me/bookings/manual': { who: 'professional', refusal: 1002 },
  'POST /v1/bookings': { who: 'people' },
  'POST /v1/bookings/holds': { who: 'people' },
  'GET /v1/bookings/price': signedIn,
  'GET /v1/me/bookings': signedIn,
  'GET /v1/me/bookings/{id}': party('booking'),
  'GET /v1/me/bookings/{id}/calendar.ics': party('booking'),
  'DELETE /v1/me/bookings/{id}': party('booking'),
  'POST /v1/me/bookings/{id}/{action}': party('booking'),
  'POST /v1/me/bookings/{id}/review': party('booking-customer'),
  'POST /v1/me/reviews/{id}/reply': party('reviewed-professional'),
  'POST /v1/reviews/{id}/report': signedIn,
  'POST /v1/feedback': signedIn,

  // The back-office's doors.
  'POST /v1/admin/register/email': anyone,
  'GET /v1/admin/register/{code}': anyone,
  'POST /v1/admin/register/account': anyone,
  'POST /v1/admin/login': anyone,
  'GET /v1/admin/login/{provider}': anyone,
  'POST /v1/admin/login/second-factor': anyone,
  'POST /v1/admin/login/enrol': anyone,
  'POST /v1/admin/login/enrol/confirm': anyone,
  'POST /v1/admin/login/passkey/options': anyone,
  'POST /v1/admin/login/passkey': anyone,
  'POST /v1/admin/forgot': anyone,
  'GET /v1/admin/forgot/{code}': anyone,
  'POST /v1/admin/forgot/change-password': anyone,
  'POST /v1/admin/profile/{code}': anyone,

  // The back-office.
  'POST /v1/admin/logout': staff,
  'GET /v1/admin/me': staff,
  'PUT /v1/admin/profile': staff,
  'DELETE /v1/admin/profile': staff,
  'GET /v1/admin/invitations': { who: 'owner' },
  'POST /v1/admin/invitations': { who: 'owner' },
  'DELETE /v1/admin/invitations/{id}': { who: 'owner' },
  'GET /v1/admin/two-factor': staff,
  'POST /v1/admin/two-factor/setup': staff,
  'POST /v1/admin/two-factor/confirm': staff,
  'POST /v1/admin/two-factor/turn-off': staff,
  'POST /v1/admin/two-factor/recovery-codes': staff,
  'GET /v1/admin/two-factor/passkeys': staff,
  'POST /v1/admin/two-factor/passkeys/options': staff,
  'POST /v1/admin/two-factor/passkeys': staff,
  'DELETE /v1/admin/two-factor/passkeys/{passkeyId}': staff,
  'PUT /v1/admin/two-factor/policy': { who: 'owner' },
  'DELETE /v1/admin/users/{id}/two-factor': { who: 'owner' },
  'GET /v1/admin/memberships': staff,
  'GET /v1/admin/dashboard': staff,
  'GET /v1/admin/feedbacks/professionals': staff,
  'GET /v1/admin/feedbacks/professionals/export.csv': staff,
  'GET /v1/admin/payments/{list}': staff,
  'GET /v1/admin/payments/{list}/export.csv': staff,
  'POST /v1/admin/payments/{id}/refund': staff,
  'POST /v1/admin/professionals/search': staff,
  'POST /v1/admin/professionals/search-names': staff,
  'POST /v1/admin/professionals/search-service': staff,
  'POST /v1/admin/professionals/search-boosted': staff,
  'POST /v1/admin/professionals/search-ads': staff,
  'GET /v1/admin/statistics/search': staff,
  'GET /v1/admin/statistics/search/summary': staff,
  'GET /v1/admin/statistics/search/export.csv': staff,
  'GET /v1/admin/users': staff,
  'GET /v1/admin/users/export.csv': staff,
  'GET /v1/admin/users/affiliates': staff,
  'GET /v1/admin/users/{id}/history': staff,
  'POST /v1/admin/users/promote': staff,
  'POST /v1/admin/users/publish': staff,
  'POST /v1/admin/users/unpublish': staff,
  'POST /v1/admin/users/block': staff,
  'POST /v1/admin/users/activate': staff,
  'GET /v1/admin/message-reports': staff,
  'POST /v1/admin/message-reports/{id}/remove': staff,
  'POST /v1/admin/message-reports/{id}/dismiss': staff,
  'GET /v1/admin/review-reports': staff,
  'POST /v1/admin/review-reports/{id}/hide': staff,
  'POST /v1/admin/review-reports/{id}/dismiss': staff,
  // Background jobs that failed for good (docs/jobs.md).
  'GET /v1/admin/jobs': staff,
  'POST /v1/admin/jobs/{id}/retry': staff,
  // Read-only bookings of a person and the catalogue as filter data (issue 18).
  'GET /v1/admin/users/{id}/bookings': staff,
  'GET /v1/admin/professionals/services': staff,
  'GET /v1/admin/professionals/specialities': staff,
  // Campaigns and ads (SPEC §2 screen 8, §7) and affiliate partners (issue 19).
  'GET /v1/admin/campaigns/search': staff,
  'GET /v1/admin/campaigns/ads': staff,
  'GET /v1/admin/professional/{id}/ads': staff,
  'POST /v1/admin/campaigns/approve': staff,
  'POST /v1/admin/campaigns/reject': staff,
  'POST /v1/admin/campaigns/stop-profile-ads': staff,
  'GET /v1/admin/affiliates/partners': staff,
  'POST /v1/admin/affiliates/partners': staff,
  'PUT /v1/admin/affiliates/partners/{id}': staff,
  'DELETE /v1/admin/affiliates/partners/{id}': staff,
  'POST /v1/admin/users/affiliates': staff,
  'PUT /v1/admin/users/affiliates/{id}': staff,
  'DELETE /v1/admin/users/affiliates/{id}': staff,
};

/** The table's key of a route: Fastify's `:name` parameters written as OpenAPI's `{name}`. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

/**
 * The code (answered with 403) that refuses `role` a route of this rule, or null when its role
 * may call it; who is a party to a resource is decided later, by the operation.
 */
export function roleRefusal(access: RouteAccess, role: Role): ErrorCode | null {
  const staff = isStaffRole(role);
  switch (access.who) {
    case 'anyone':
    case 'signed-in':
    case 'party':
      return null;
    case 'people':
      return staff ? 1002 : null;
    case 'customer':
      return role === 'customer' ? null : 1305;
    case 'professional':
      return role === 'professional' ? null : access.refusal;
    case 'staff':
      return staff ? null : 1317;
    case 'owner':
      return role === 'owner' ? null : staff ? 1002 : 1317;
  }
}

const SIGNED_OUT = 'no token 401 with 1002, a blocked user 403 with 1311';

/** The "Who may call" line of an operation's description. */
export function whoMayCall(access: RouteAccess): string {
  switch (access.who) {
    case 'anyone':
      return 'anyone, no sign-in needed.';
    case 'signed-in':
      return `anyone signed in (${SIGNED_OUT}).`;
    case 'people':
      return `signed-in customers and professionals; staff 403 with 1002 (${SIGNED_OUT}).`;
    case 'customer':
      return `a signed-in customer; any other role 403 with 1305 (${SIGNED_OUT}).`;
    case 'professional':
      return `a signed-in professional; any other role 403 with ${access.refusal} (${SIGNED_OUT}).`;
    case 'party':
      return (
        `${PARTIES[access.of]}; anyone else 404 with 1302, as for one that does not exist ` +
        `(${SIGNED_OUT}).`
      );
    case 'staff':
      return `staff (owners and admins); anyone else signed in 403 with 1317 (${SIGNED_OUT}).`;
    case 'owner':
      return `an owner; an admin 403 with 1002, anyone else signed in 403 with 1317 (${SIGNED_OUT}).`;
  }
}
