import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets what the SPA reads
  document.cookie = value;
}

describe('storedLanguage', () => {
  afterEach(() => setCookie('lang=; max-age=0; path=/'));

  it('is the stored choice first', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fi');
    setCookie('lang=en; path=/');
    expect(storedLanguage()).toBe('fi');
  });

  it("is the cookie's language when nothing is stored, as the server rendered the page in it", () => {
    setCookie('theme=dark; path=/');
    setCookie('lang=fi; path=/');
    expect(storedLanguage()).toBe('fi');
  });

  it('is the browser’s language on a first visit, when it is one we speak', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi-FI', 'en-US']);
    expect(storedLanguage()).toBe('fi');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-SE', 'de']);
    expect(storedLanguage()).toBe('en');
    vi.restoreAllMocks();
  });

  it('is English without a choice or with one it does not know', () => {
    expect(storedLanguage()).toBe('en');
    setCookie('lang=sv; path=/');
    expect(storedLanguage()).toBe('en');
  });
});
