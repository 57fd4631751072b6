import { describe, expect, it } from 'vitest';
import { formatDuration, SESSION_DURATION_OPTIONS_MINUTES } from './durations';

describe('SESSION_DURATION_OPTIONS_MINUTES', () => {
  it('offers every 15 minutes up to 3 hours, then whole hours from 4 to 8', () => {
    expect(SESSION_DURATION_OPTIONS_MINUTES).toEqual([
      15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180, 240, 300, 360, 420, 480,
    ]);
  });
});

describe('formatDuration', () => {
  it('writes minutes, hours, and both', () => {
    expect(formatDuration(45, 'en')).toBe('45 min');
    expect(formatDuration(60, 'en')).toBe('1 h');
    expect(formatDuration(90, 'en')).toBe('1 h 30 min');
    expect(formatDuration(480, 'en')).toBe('8 h');
  });

  it('uses the Finnish hour abbreviation', () => {
    expect(formatDuration(90, 'fi')).toBe('1 t 30 min');
    expect(formatDuration(120, 'fi')).toBe('2 t');
    expect(formatDuration(15, 'fi')).toBe('15 min');
  });

  it('shows no duration as 0 min', () => {
    expect(formatDuration(0, 'en')).toBe('0 min');
  });
});
