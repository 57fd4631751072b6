import { MEMBERSHIP_TITLES } from '@fitmarket/core/api/memberships';
import type { Language } from '@fitmarket/core/language';
import { membershipIdOrDefault } from '@fitmarket/core/rules/membership';

/** A membership level's name in the language shown (a missing or unknown id is Free, SPEC §3). */
export function membershipName(id: number | null | undefined, language: Language): string {
  return MEMBERSHIP_TITLES[membershipIdOrDefault(id)][language];
}
