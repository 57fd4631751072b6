import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE } from '../limits';
import { avatarColor, avatarInitials } from './avatar';

describe('avatarInitials', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(avatarInitials('Anna Maria Virtanen')).toBe('AV');
    expect(avatarInitials('matti meikäläinen')).toBe('MM');
  });

  it('copes with one word, extra spaces and nothing at all', () => {
    expect(avatarInitials('Anna')).toBe('A');
    expect(avatarInitials('  Åsa   Öberg  ')).toBe('ÅÖ');
    expect(avatarInitials('   ')).toBe('');
    expect(avatarInitials('')).toBe('');
  });
});

describe('avatarColor', () => {
  it('picks the colour by the length of the name', () => {
    expect(avatarColor('Anna')).toBe(AVATAR_PALETTE[4]);
    expect(avatarColor('')).toBe(AVATAR_PALETTE[0]);
  });

  it('wraps around after 18 colours', () => {
    expect(AVATAR_PALETTE).toHaveLength(18);
    expect(avatarColor('x'.repeat(18))).toBe(avatarColor(''));
    expect(avatarColor('x'.repeat(19))).toBe(avatarColor('x'));
  });

  it('gives names of different lengths different colours', () => {
    expect(new Set(AVATAR_PALETTE).size).toBe(18);
  });
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('AVATAR_PALETTE', () => {
  it.each(AVATAR_PALETTE)('%s keeps white initials readable (contrast 4.5:1 or more)', (hex) => {
    expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(1.05 / (luminance(hex) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
