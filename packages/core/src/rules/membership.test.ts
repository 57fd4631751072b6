import { describe, expect, it } from 'vitest';
import { membershipIdOrDefault } from './membership';

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
