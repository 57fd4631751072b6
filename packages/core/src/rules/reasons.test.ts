import { describe, expect, it } from 'vitest';
import { isReasonSubmittable, validateCancellationReason, validateReason } from './reasons';

describe('block and rejection reasons', () => {
  it('enable the button from 3 characters', () => {
    expect(isReasonSubmittable('ab')).toBe(false);
    expect(isReasonSubmittable('abc')).toBe(true);
    expect(isReasonSubmittable('  ab  ')).toBe(false);
  });

  it('allow 250 characters but not 251', () => {
    expect(isReasonSubmittable('x'.repeat(250))).toBe(true);
    expect(isReasonSubmittable('x'.repeat(251))).toBe(false);
    expect(validateReason('x'.repeat(251))).toBe(1301);
  });

  it('are required', () => {
    expect(validateReason('')).toBe(1307);
    expect(validateReason('   ')).toBe(1307);
    expect(validateReason('Spam messages')).toBeNull();
  });

  it('refuse on the server what the button would not let through', () => {
    expect(validateReason('ab')).toBe(1301);
  });
});

describe('validateCancellationReason', () => {
  it('is required', () => {
    expect(validateCancellationReason('')).toBe(1307);
    expect(validateCancellationReason(' \n ')).toBe(1307);
  });

  it('allows 100 characters but not 101', () => {
    expect(validateCancellationReason('x')).toBeNull();
    expect(validateCancellationReason('x'.repeat(100))).toBeNull();
    expect(validateCancellationReason('x'.repeat(101))).toBe(1301);
  });
});
