import { describe, expect, it } from 'vitest';
import { slugify, validateSlug } from './slug';

describe('validateSlug', () => {
  it('accepts latin letters, digits and hyphens', () => {
    expect(validateSlug('anna-virtanen-2')).toBeNull();
    expect(validateSlug('AnnaV')).toBeNull();
  });

  it('refuses accented letters, spaces and other signs', () => {
    expect(validateSlug('äijä')).toBe(1248);
    expect(validateSlug('anna virtanen')).toBe(1248);
    expect(validateSlug('anna_v')).toBe(1248);
    expect(validateSlug('anna/../v')).toBe(1248);
  });

  it('allows 19 and 20 characters but not 21', () => {
    expect(validateSlug('x'.repeat(19))).toBeNull();
    expect(validateSlug('x'.repeat(20))).toBeNull();
    expect(validateSlug('x'.repeat(21))).toBe(1250);
  });

  it('requires a slug', () => {
    expect(validateSlug('')).toBe(1307);
  });
});

describe('slugify', () => {
  it('turns a Finnish name into a valid address', () => {
    expect(slugify('Äijä Öljynen')).toBe('aija-oljynen');
    expect(slugify('Åsa  Østergård')).toBe('asa-ostergard');
  });

  it('drops signs and never starts or ends with a hyphen', () => {
    expect(slugify('  -Dr. Jane (PT) Smith!- ')).toBe('dr-jane-pt-smith');
  });

  it('stays within 20 characters without a dangling hyphen', () => {
    const slug = slugify('Maria-Kristiina Lindqvist-Heikkilä');
    expect(slug).toBe('maria-kristiina-lind');
    expect(slugify('Anna-Kaarina Virtane')).toBe('anna-kaarina-virtane');
    expect(slugify('Anna-Kaarina Virta Lahti')).toBe('anna-kaarina-virta-l');
    expect(slugify('Anna-Kaarina Virtan Lahti')).toBe('anna-kaarina-virtan');
  });

  it('always gives an address validateSlug accepts, unless nothing usable is left', () => {
    for (const name of ['Äijä Öljynen', 'Jürgen Weiß', 'Zoë O’Brien', 'Łukasz Żółw']) {
      expect(validateSlug(slugify(name)), name).toBeNull();
    }
    expect(slugify('北京')).toBe('');
  });
});
