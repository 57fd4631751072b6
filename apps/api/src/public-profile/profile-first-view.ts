import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import { publicProfileEn } from '@fitmarket/core/i18n/en/publicProfile';
import { searchEn } from '@fitmarket/core/i18n/en/search';
import { publicProfileFi } from '@fitmarket/core/i18n/fi/publicProfile';
import { searchFi } from '@fitmarket/core/i18n/fi/search';
import type { Language } from '@fitmarket/core/language';
import { SEARCH_PATHS } from '@fitmarket/core/links';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';
import { escapeHtml } from '../shared/html';
import { PRODUCT_NAME } from '../shared/page-head';

const TEXTS = { en: publicProfileEn, fi: publicProfileFi } as const;
const SEARCH_TEXTS = { en: searchEn, fi: searchFi } as const;

/**
 * A profile page's content as plain HTML, written by the server into the SPA's root
 * (seo.routes.ts): the name, specialities, the text about them, services with prices and
 * places, readable before (or without) JavaScript. The SPA draws its own page over it. Only
 * where the web build's renderer is absent or fails (ssr/rendered-pages.ts).
 */
export function profileContent(profile: TPublicProfile, lang: Language): string {
  const texts = TEXTS[lang];
  const name = escapeHtml(`${profile.first_name} ${profile.last_name}`.trim());
  const specialities = profile.specialities.map((speciality) => speciality.label).join(', ');
  const about = profile.long_description || profile.description;
  const services = profile.services.map((service) => {
    const price = isCurrency(service.currency)
      ? ` · ${formatPrice(service.price_minor, service.currency, lang)}`
      : '';
    return `<li>${escapeHtml(`${service.label}${price}`)}</li>`;
  });
  const places = profile.locations.map((location) => `<li>${escapeHtml(location.formatted)}</li>`);
  const section = (title: string, items: string[]) =>
    items.length > 0
      ? `<section><h2>${escapeHtml(title)}</h2><ul>${items.join('')}</ul></section>`
      : '';
  return [
    `<header><a href="/">${PRODUCT_NAME}</a> <a href="${SEARCH_PATHS[lang]}">${escapeHtml(SEARCH_TEXTS[lang].seo.title)}</a></header>`,
    `<main><h1>${name}</h1>`,
    specialities ? `<p>${escapeHtml(specialities)}</p>` : '',
    about
      ? `<section><h2>${escapeHtml(texts.about)}</h2><p>${escapeHtml(about)}</p></section>`
      : '',
    section(texts.services.title, services),
    section(texts.locations.title, places),
    '</main>',
  ].join('');
}
