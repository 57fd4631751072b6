import { searchEn } from '@fitmarket/core/i18n/en/search';
import { searchFi } from '@fitmarket/core/i18n/fi/search';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import {
  MY_LOCATION,
  parseSearchParams,
  type SearchState,
  searchPath,
} from '@fitmarket/core/rules/search-url';
import { escapeHtml } from '../shared/html';
import { fill, type PageHead, PRODUCT_NAME } from '../shared/page-head';

const TEXTS = { en: searchEn, fi: searchFi } as const;

/** What and where a search looks for, and the page's heading naming them. */
export function searchHeading(state: SearchState, lang: Language) {
  const texts = TEXTS[lang].seo;
  const what = state.search;
  // The visitor's own position is nobody else's search.
  const where = state.location === MY_LOCATION ? '' : state.location;
  let heading = texts.title;
  if (what && where) heading = fill(texts.titleBoth, { what, where });
  else if (what) heading = fill(texts.titleWhat, { what });
  else if (where) heading = fill(texts.titleWhere, { where });
  return { what, where, heading };
}

/**
 * The head of a search results page (route ProfessionalsSearch.{lang}) for search engines and
 * link previews: a title and description naming what and where was searched, and canonical and
 * hreflang links to the same search, without its sort, filters, map area or page, so those
 * variants count as one page. The SPA renders the results.
 */
export function searchHead(query: URLSearchParams, lang: Language, origin: string): PageHead {
  const texts = TEXTS[lang].seo;
  const state = parseSearchParams(query);
  const { what, where, heading } = searchHeading(state, lang);
  const title = `${heading} · ${PRODUCT_NAME}`;
  const description =
    what || where
      ? fill(texts.descriptionWith, { what: [what, where].filter(Boolean).join(', ') })
      : texts.description;

  const canonicalState = {
    search: what,
    location: where,
    lat: where ? state.lat : null,
    lng: where ? state.lng : null,
    service: state.service,
  };
  const url = (language: Language) => `${origin}${searchPath(canonicalState, language)}`;
  const meta = (attribute: string, key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url(lang))}">`,
    ...SUPPORTED_LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(url(language))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(DEFAULT_LANGUAGE))}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url(lang)),
    meta('property', 'og:locale', lang === 'fi' ? 'fi_FI' : 'en_GB'),
  ];
  return { lang, title, description, tags: tags.join('\n    ') };
}
