import { describe, expect, it } from 'vitest';
import { adDescriptionText, sanitizeAdDescription } from './ad-html';

describe('the ad description sanitiser', () => {
  it('removes scripts and event attributes', () => {
    const dirty =
      '<p>Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><b onclick="x()">bold</b>';
    const clean = sanitizeAdDescription(dirty);
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('alert');
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('onclick');
    expect(clean).not.toContain('<img');
    expect(clean).toBe('<p>Hi</p><b>bold</b>');
  });

  it('keeps formatting and safe links, which open in a new tab as sponsored', () => {
    expect(sanitizeAdDescription('<a href="https://shop.example/x">Shop</a>')).toBe(
      '<a href="https://shop.example/x" target="_blank" rel="sponsored noopener noreferrer">Shop</a>',
    );
    expect(sanitizeAdDescription('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="sponsored noopener noreferrer">x</a>',
    );
    expect(sanitizeAdDescription('<ul><li><em>one</em></li></ul>')).toBe(
      '<ul><li><em>one</em></li></ul>',
    );
    expect(sanitizeAdDescription('<div style="color:red">x</div>')).toBe('x');
  });

  it('gives the plain text', () => {
    expect(adDescriptionText('<p>Hello <b>you</b></p>')).toBe('Hello you');
  });
});
