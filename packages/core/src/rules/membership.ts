import {
  type Currency,
  DEFAULT_MEMBERSHIP_ID,
  isStaffRole,
  MEMBERSHIPS,
  type MembershipId,
  type Role,
} from '../limits';

/**
 * Why staff cannot change someone's membership, or null when they can: a lifetime membership (a
 * tester's, SPEC §1; the server refuses with 1344) and staff accounts (memberships are for
 * customers and professionals; an owner is never demoted, 1340) stay as they are.
 */
export function fixedMembership(user: {
  role?: Role;
  membership_lifetime?: boolean;
}): 'lifetime' | 'staff' | null {
  if (user.role && isStaffRole(user.role)) return 'staff';
  if (user.membership_lifetime) return 'lifetime';
  return null;
}

/** A missing membership means free (SPEC §3); so does an id we do not know. */
export function membershipIdOrDefault(id: number | null | undefined): MembershipId {
  return MEMBERSHIPS.find((membership) => membership.id === id)?.id ?? DEFAULT_MEMBERSHIP_ID;
}

/** What a membership level gives a professional; enforced by the API, shown on the memberships page. */
export interface MembershipPerks {
  /** Photos in the gallery. */
  readonly maxPhotos: number;
  /** Certificates shown on the profile. */
  readonly maxCertificates: number;
  /** A badge on cards and the profile. */
  readonly badge: boolean;
  /**
   * Added to a professional's relevance in search and lists (1 = no lift). Small on purpose: a
   * paid level helps among equals, it never buries a better match.
   */
  readonly rankingWeight: number;
}

/**
 * The levels (SPEC §1: free, basic, premium). The only place their differences live: the API
 * checks gallery and certificate counts with `perksOf`, search reads the weight, pages show it.
 */
export const MEMBERSHIP_PERKS = {
  1: { maxPhotos: 3, maxCertificates: 2, badge: false, rankingWeight: 1 },
  2: { maxPhotos: 10, maxCertificates: 5, badge: false, rankingWeight: 1.1 },
  3: { maxPhotos: 20, maxCertificates: 10, badge: true, rankingWeight: 1.2 },
} as const satisfies Record<MembershipId, MembershipPerks>;

export function perksOf(membershipId: number | null | undefined): MembershipPerks {
  return MEMBERSHIP_PERKS[membershipIdOrDefault(membershipId)];
}

/** The levels that are bought, as monthly subscriptions (issue 19). Free costs nothing. */
export const PAID_MEMBERSHIP_IDS = [2, 3] as const;
export type PaidMembershipId = (typeof PAID_MEMBERSHIP_IDS)[number];

export function isPaidMembershipId(id: number): id is PaidMembershipId {
  return (PAID_MEMBERSHIP_IDS as readonly number[]).includes(id);
}

/**
 * A month's price of each paid level in integer minor units, VAT included (receipts show the
 * VAT part separately), per currency of SPEC's list; a professional pays in their profile's
 * currency, eur when they have none.
 */
export const MEMBERSHIP_MONTHLY_PRICES = {
  2: { eur: 990, usd: 1090, gbp: 890, aud: 1690, sek: 10900, yen: 1600 },
  3: { eur: 1990, usd: 2190, gbp: 1690, aud: 3290, sek: 21900, yen: 3200 },
} as const satisfies Record<PaidMembershipId, Record<Currency, number>>;

/**
 * Premium's own benefit besides more photos, certificates, the badge and the ranking lift:
 * weekly insights (profile views, search appearances, bookings and the booking conversion).
 */
export function hasInsights(membershipId: number | null | undefined): boolean {
  return membershipIdOrDefault(membershipId) === 3;
}

/** How many weeks of insights the account page shows. */
export const INSIGHT_WEEKS = 8;

/** A subscription's status: waiting for its first payment, running, or over. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'ended', 'abandoned'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
