import { describe, expect, it } from 'vitest';
import { SERVICE_PRICE_MAX_MINOR, SERVICE_SESSIONS_MAX } from '../limits';
import { serviceFieldCodes, validateCertificateCount, validatePhotoCount } from './profile';

describe('a service’s rules beyond its schema', () => {
  it('refuses a price or sessions over the limit and a length not offered', () => {
    expect(serviceFieldCodes({ price_minor: 6000, duration_minutes: 60, sessions: 1 })).toEqual({
      price_minor: null,
      duration_minutes: null,
      sessions: null,
    });
    expect(
      serviceFieldCodes({
        price_minor: SERVICE_PRICE_MAX_MINOR + 1,
        duration_minutes: 61,
        sessions: SERVICE_SESSIONS_MAX + 1,
      }),
    ).toEqual({ price_minor: 1301, duration_minutes: 1301, sessions: 1301 });
  });
});

describe('the membership’s gallery limits', () => {
  it('allows as many certificates and photos as the membership does', () => {
    expect(validateCertificateCount(2, 1)).toBeNull();
    expect(validateCertificateCount(3, 1)).toBe(1321);
    expect(validatePhotoCount(3, 1)).toBeNull();
    expect(validatePhotoCount(4, 1)).toBe(1322);
  });
});
