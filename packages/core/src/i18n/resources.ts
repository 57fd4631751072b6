import type { Language } from '../language';
import { en, type LegalMessages, type Messages } from './en';

/**
 * English is bundled with both SPAs: it is the default language and the fallback of any text.
 * Every other language is a chunk of its own, loaded only when a visitor picks it.
 */
export const bundledResources = { en: { translation: en } } as const;

/**
 * The shape of every language's `translation` namespace (for i18next's types). `legal` is part
 * of it once `loadLegalMessages` has added it (packages/ui useLegalTexts).
 */
export type TranslationResources = {
  translation: (typeof bundledResources)['en']['translation'] & { legal: LegalMessages };
};

/** The texts of `language`; only English is at hand without a network round trip. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return en;
    case 'fi':
      return (await import('./fi')).fi;
  }
}

/**
 * The terms of use and the privacy policy of `language`: the longest texts we have and read on
 * two pages only, so they are a chunk of their own in every language, English included.
 */
export async function loadLegalMessages(language: Language): Promise<LegalMessages> {
  switch (language) {
    case 'en':
      return (await import('./en/legal')).legalEn;
    case 'fi':
      return (await import('./fi/legal')).legalFi;
  }
}
