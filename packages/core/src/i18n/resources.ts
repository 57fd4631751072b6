import { en } from './en';
import { fi } from './fi';

/** i18next resources of both SPAs: one `translation` namespace per language. */
export const resources = {
  en: { translation: en },
  fi: { translation: fi },
} as const;
