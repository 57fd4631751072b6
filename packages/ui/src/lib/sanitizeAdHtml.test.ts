import { describe, expect, it } from 'vitest';
import { sanitizeAdHtml } from './sanitizeAdHtml';

describe('sanitizeAdHtml (the preview of an ad description)', () => {
  it('keeps the allow-list and drops scripts, event attributes and unsafe links', () => {
    expect(sanitizeAdHtml('<b>Free</b> <i>first</i><br><ul><li>class</li></ul>')).toBe(
      '<b>Free</b> <i>first</i><br><ul><li>class</li></ul>',
    );
    expect(sanitizeAdHtml('<script>alert(1)</script>Hi')).toBe('Hi');
    expect(sanitizeAdHtml('<img src=x onerror="alert(1)">Hi')).toBe('Hi');
    expect(sanitizeAdHtml('<p onclick="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeAdHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAdHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="sponsored noopener">x</a>',
    );
  });
});
