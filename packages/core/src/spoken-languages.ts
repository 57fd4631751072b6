import type { Language } from './language';

/**
 * The languages a professional can say they speak (ISO 639-1), in the order the profile editor
 * offers them, named in the service's languages. Named here rather than by the browser's
 * `Intl.DisplayNames`: building the first one reads the locale's display names, 26 ms on this
 * machine's CPU (about 100 ms on a phone) inside the first render of a profile or a search page,
 * and the server's ICU (Node's) may name a language otherwise than the browser's, which
 * hydration would refuse. The names are those ICU gives, as the pages showed them before.
 */
const SPOKEN_LANGUAGE_NAMES = {
  fi: { en: 'Finnish', fi: 'suomi' },
  sv: { en: 'Swedish', fi: 'ruotsi' },
  en: { en: 'English', fi: 'englanti' },
  se: { en: 'Northern Sami', fi: 'pohjoissaame' },
  et: { en: 'Estonian', fi: 'viro' },
  ru: { en: 'Russian', fi: 'venäjä' },
  de: { en: 'German', fi: 'saksa' },
  fr: { en: 'French', fi: 'ranska' },
  es: { en: 'Spanish', fi: 'espanja' },
  it: { en: 'Italian', fi: 'italia' },
  pt: { en: 'Portuguese', fi: 'portugali' },
  pl: { en: 'Polish', fi: 'puola' },
  uk: { en: 'Ukrainian', fi: 'ukraina' },
  ar: { en: 'Arabic', fi: 'arabia' },
  so: { en: 'Somali', fi: 'somali' },
  fa: { en: 'Persian', fi: 'persia' },
  tr: { en: 'Turkish', fi: 'turkki' },
  zh: { en: 'Chinese', fi: 'kiina' },
  ja: { en: 'Japanese', fi: 'japani' },
  ko: { en: 'Korean', fi: 'korea' },
  hi: { en: 'Hindi', fi: 'hindi' },
  th: { en: 'Thai', fi: 'thai' },
  vi: { en: 'Vietnamese', fi: 'vietnam' },
  nl: { en: 'Dutch', fi: 'hollanti' },
  da: { en: 'Danish', fi: 'tanska' },
  no: { en: 'Norwegian', fi: 'norja' },
  is: { en: 'Icelandic', fi: 'islanti' },
} as const satisfies Record<string, Record<Language, string>>;

export type SpokenLanguage = keyof typeof SPOKEN_LANGUAGE_NAMES;

export const SPOKEN_LANGUAGES = Object.keys(SPOKEN_LANGUAGE_NAMES) as SpokenLanguage[];

const isNamed = (code: string): code is SpokenLanguage =>
  Object.hasOwn(SPOKEN_LANGUAGE_NAMES, code);

/** Built only for a code outside the list (the API takes any two letters). */
const displayNames = new Map<Language, Intl.DisplayNames>();

/** The name of a spoken language in `language` (the code itself if nobody knows it). */
export function spokenLanguageName(code: string, language: Language): string {
  if (isNamed(code)) return SPOKEN_LANGUAGE_NAMES[code][language];
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'language' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}
