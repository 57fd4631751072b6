import type { Language } from '../language';
import { en, type Messages } from './en';

/**
 * English is bundled with both SPAs: it is the default language and the fallback of any text.
 * Every other language is a chunk of its own, loaded only when a visitor picks it.
 */
export const bundledResources = { en: { translation: en } } as const;

/** The shape of every language's `translation` namespace (for i18next's types). */
export type TranslationResources = (typeof bundledResources)['en'];

/** The texts of `language`; only English is at hand without a network round trip. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return en;
    case 'fi':
      return (await import('./fi')).fi;
  }
}
