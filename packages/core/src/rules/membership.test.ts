import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_PERKS, membershipIdOrDefault, perksOf } from './membership';

describe('membershipIdOrDefault', () => {
  it('keeps a known membership', () => {
    expect(membershipIdOrDefault(1)).toBe(1);
    expect(membershipIdOrDefault(2)).toBe(2);
    expect(membershipIdOrDefault(3)).toBe(3);
  });

  it('treats a missing or unknown membership as free', () => {
    expect(membershipIdOrDefault(null)).toBe(1);
    expect(membershipIdOrDefault(undefined)).toBe(1);
    expect(membershipIdOrDefault(0)).toBe(1);
    expect(membershipIdOrDefault(4)).toBe(1);
  });
});

describe('perksOf', () => {
  it('gives each level at least what the level below it gives', () => {
    const [free, basic, premium] = [perksOf(1), perksOf(2), perksOf(3)];
    for (const [lower, higher] of [
      [free, basic],
      [basic, premium],
    ] as const) {
      expect(higher.maxPhotos).toBeGreaterThan(lower.maxPhotos);
      expect(higher.maxCertificates).toBeGreaterThan(lower.maxCertificates);
      expect(higher.rankingWeight).toBeGreaterThan(lower.rankingWeight);
    }
    expect(premium.badge).toBe(true);
  });

  it('treats a missing membership as free', () => {
    expect(perksOf(null)).toBe(MEMBERSHIP_PERKS[1]);
  });
});
