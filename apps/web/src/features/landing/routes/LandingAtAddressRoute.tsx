import type { Language } from '@fitmarket/core/language';
import { LANDING_PATHS } from '@fitmarket/core/links';
import { useLanguageOfAddress } from '../../../lib/languageOfAddress';
import { LandingRoute } from './LandingRoute';

/**
 * Route dashboard.home.fi: the landing page at its Finnish address (core LANDING_PATHS), shown in
 * Finnish; switching language there moves to the other language's address, `/`. A module of its
 * own, so the page at `/` does not carry it.
 */
export function LandingAtAddressRoute({ lang }: { lang: Language }) {
  useLanguageOfAddress(lang, (language) => LANDING_PATHS[language]);
  return <LandingRoute />;
}
