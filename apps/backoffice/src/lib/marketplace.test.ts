import { describe, expect, it } from 'vitest';
import { publicProfileUrl } from './marketplace';

describe('publicProfileUrl', () => {
  it("goes through the API on the back-office's origin, in the back-office's language", () => {
    expect(publicProfileUrl('anna-virtanen', 'fi')).toBe(
      '/v1/professionals/anna-virtanen/page?lang=fi',
    );
  });
});
