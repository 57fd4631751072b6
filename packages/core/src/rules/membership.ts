import { DEFAULT_MEMBERSHIP_ID, MEMBERSHIPS, type MembershipId } from '../limits';

/** A missing membership means free (SPEC §3); so does an id we do not know. */
export function membershipIdOrDefault(id: number | null | undefined): MembershipId {
  return MEMBERSHIPS.find((membership) => membership.id === id)?.id ?? DEFAULT_MEMBERSHIP_ID;
}
