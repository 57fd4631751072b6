import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../language';
import {
  errorCatalogue,
  errorStatus,
  fillErrorText,
  hasServerFilledValues,
  isErrorCode,
} from './catalogue';
import { errorText } from './error-text';
import { errorTextsEn } from './texts/en';
import { errorTextsFi } from './texts/fi';

const allCodes = Object.keys(errorCatalogue).map(Number).filter(isErrorCode);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('error catalogue', () => {
  it('covers every code of the specification plus the keyword codes 1258 and 1259', () => {
    const specCodes = [
      1002, 1007, 1014, 1018, 1023, 1024, 1025, 1028, 1033, 1040, 1083, 1085, 1087, 1088, 1091,
      1151, 1152, 1153, 1167, 1170, 1176, 1248, 1249, 1250, 1251, 1252, 1253, 1254, 1255, 1256,
      1257, 1258, 1259, 1260, 1261, 1262, 2001, 2004, 2005, 2006, 2007,
    ];
    for (const code of specCodes) expect(isErrorCode(code), String(code)).toBe(true);
  });

  it.each(allCodes)('%i reads as a finished sentence in every language', (code) => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const text = errorText(code, lang);
      expect(text).toMatch(/^\p{Lu}.*[.!?]$/u);
      expect(text, `${code} ${lang} has an unfilled placeholder`).not.toMatch(/[{}]/);
    }
  });

  it.each(allCodes)('%i uses the same placeholders in English and Finnish', (code) => {
    expect(placeholders(errorTextsFi[code]).sort()).toEqual(
      placeholders(errorTextsEn[code]).sort(),
    );
  });

  it('does not know codes outside the catalogue', () => {
    expect(isErrorCode(1001)).toBe(false);
    expect(isErrorCode(1310)).toBe(false);
    expect(isErrorCode(Number.NaN)).toBe(false);
  });
});

describe('errorText', () => {
  it('speaks Finnish when asked', () => {
    expect(errorText(1025, 'en')).toBe('Invalid email or password.');
    expect(errorText(1025, 'fi')).toBe('Virheellinen sähköpostiosoite tai salasana.');
  });

  it('quotes the business limits by default', () => {
    expect(errorText(1007, 'en')).toBe(
      'You have reached the daily limit of 10 emails. Please try again tomorrow.',
    );
    expect(errorText(1024, 'fi')).toBe('Kuva on liian suuri. Suurin sallittu koko on 1 Mt.');
    expect(errorText(1250, 'en')).toContain('at most 20 characters');
    expect(errorText(1258, 'en')).toContain('at most 4 keywords');
    expect(errorText(1259, 'en')).toContain('at most 30 characters');
    expect(errorText(1261, 'en')).toContain('at most 3 words');
    expect(errorText(1176, 'en')).toContain('within 60 minutes');
    expect(errorText(1023, 'en')).toContain('jpg, jpeg, gif, png');
  });

  it('lets the caller override a value', () => {
    expect(errorText(1007, 'en', { limit: 3 })).toContain('daily limit of 3 emails');
  });

  it('ignores values the text does not use', () => {
    expect(errorText(1251, 'en', { other: 1 })).toBe(
      'The message must be at least 10 characters long.',
    );
  });
});

describe('errorStatus', () => {
  it('answers with the HTTP status a client expects', () => {
    expect(errorStatus(1025)).toBe(401);
    expect(errorStatus(1007)).toBe(429);
    expect(errorStatus(1151)).toBe(429);
    expect(errorStatus(1087)).toBe(409);
    expect(errorStatus(1249)).toBe(409);
    expect(errorStatus(1024)).toBe(413);
    expect(errorStatus(1088)).toBe(404);
    expect(errorStatus(1302)).toBe(404);
    expect(errorStatus(1250)).toBe(422);
    expect(errorStatus(1304)).toBe(500);
  });

  it('has no HTTP status for codes that only the browser raises', () => {
    for (const code of [2001, 2004, 2005, 2006, 2007] as const) expect(errorStatus(code)).toBe(0);
  });

  it('gives every server code a real error status', () => {
    for (const code of allCodes.filter((code) => code < 2000)) {
      expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
      expect(errorStatus(code)).toBeLessThan(600);
    }
  });
});

describe('the block reason (1311)', () => {
  it('ends with the quoted reason, so a reason ending in a full stop shows no “.”.', () => {
    for (const template of [errorTextsEn[1311], errorTextsFi[1311]]) {
      const text = fillErrorText(1311, template, { reason: 'Spam in messages.' });
      expect(text).toMatch(/Spam in messages\.[”"]$/);
    }
  });
});

describe('hasServerFilledValues', () => {
  it('marks the texts whose values only the server knows', () => {
    expect(hasServerFilledValues(1311)).toBe(true);
    expect(hasServerFilledValues(1322)).toBe(true);
    // A limit the catalogue itself fills in.
    expect(hasServerFilledValues(1318)).toBe(false);
    expect(hasServerFilledValues(1025)).toBe(false);
  });
});
