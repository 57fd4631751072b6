import type { TProfessionalSearchResponse } from '@fitmarket/core/api/search';
import { searchEn } from '@fitmarket/core/i18n/en/search';
import { searchFi } from '@fitmarket/core/i18n/fi/search';
import type { Language } from '@fitmarket/core/language';
import { professionalPath } from '@fitmarket/core/links';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';
import { type SearchState, searchPath } from '@fitmarket/core/rules/search-url';
import { escapeHtml } from '../shared/html';
import { fill, PRODUCT_NAME } from '../shared/page-head';
import { searchHeading } from './search-head';

const TEXTS = { en: searchEn, fi: searchFi } as const;

/**
 * A search results page's content as plain HTML, written by the server into the SPA's root
 * (public-profile/seo.routes.ts): the heading, the count, each professional with a link to their
 * page, and links to the pages before and after, so the results read and navigate before (or
 * without) JavaScript. The SPA draws its own page over it when it starts. Only where the web
 * build's renderer is absent or fails (ssr/rendered-pages.ts renders the app's own page).
 */
export function searchContent(
  state: SearchState,
  answer: TProfessionalSearchResponse,
  lang: Language,
): string {
  const texts = TEXTS[lang].results;
  const { heading } = searchHeading(state, lang);
  const { total, current_page: page, last_page: lastPage } = answer.meta.pagination;
  const count = fill(total === 1 ? texts.count_one : texts.count_other, { count: String(total) });
  const cards = answer.data.map((result) => {
    const name = escapeHtml(`${result.first_name} ${result.last_name}`.trim());
    const specialities = result.specialities.map((speciality) => speciality.label).join(', ');
    const place = result.locations.places[0]?.formatted;
    const price =
      result.price_from && isCurrency(result.price_from.currency)
        ? fill(TEXTS[lang].card.priceFrom, {
            price: formatPrice(result.price_from.amount_minor, result.price_from.currency, lang),
          })
        : null;
    const facts = [specialities, place, price].filter(Boolean).join(' · ');
    return [
      `<li><article><h2><a href="${escapeHtml(professionalPath(result.slug, lang))}">${name}</a></h2>`,
      facts ? `<p>${escapeHtml(facts)}</p>` : '',
      result.description ? `<p>${escapeHtml(result.description)}</p>` : '',
      '</article></li>',
    ].join('');
  });
  const pageLink = (to: number, label: string) =>
    `<a href="${escapeHtml(searchPath({ ...state, page: to }, lang))}">${escapeHtml(label)}</a>`;
  const pages = [
    page > 1 ? pageLink(page - 1, texts.previous) : '',
    page < lastPage ? pageLink(page + 1, texts.next) : '',
  ].join(' ');
  return [
    `<header><a href="/">${PRODUCT_NAME}</a></header>`,
    `<main><h1>${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(total > 0 ? count : texts.emptyTitle)}</p>`,
    cards.length > 0 ? `<ul>${cards.join('')}</ul>` : '',
    pages.trim() ? `<nav aria-label="${escapeHtml(texts.pages)}">${pages}</nav>` : '',
    '</main>',
  ].join('');
}
