import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import { publicProfileEn } from '@fitmarket/core/i18n/en/publicProfile';
import { publicProfileFi } from '@fitmarket/core/i18n/fi/publicProfile';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { CURRENCIES, type Currency } from '@fitmarket/core/limits';
import { professionalPath } from '@fitmarket/core/links';
import { MINOR_UNITS } from '@fitmarket/core/rules/price';
import { truncateAtWord } from '@fitmarket/core/rules/text';
import { jsonForScript } from '@fitmarket/core/server-render';
import { escapeHtml } from '../shared/html';
import { fill, type PageHead, PRODUCT_NAME } from '../shared/page-head';

/**
 * The head of a profile page for search engines and link previews: title, description, Open
 * Graph, canonical and hreflang links and schema.org JSON-LD, written into the SPA's index.html
 * so crawlers that run no JavaScript read them. Every value is escaped for where it goes.
 */

const TEXTS = { en: publicProfileEn, fi: publicProfileFi } as const;

/** An address as it appears on the page, made absolute against the public origin. */
function absolute(origin: string, address: string): string {
  return new URL(address, `${origin}/`).toString();
}

function isCurrency(value: string): value is Currency {
  return CURRENCIES.some((currency) => currency === value);
}

/** ISO 4217 for schema.org; our codes are lower case and "yen" is the odd one out. */
function isoCurrency(currency: Currency): string {
  return currency === 'yen' ? 'JPY' : currency.toUpperCase();
}

export function profileHead(profile: TPublicProfile, lang: Language, origin: string): PageHead {
  const texts = TEXTS[lang];
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const specialities = profile.specialities.map((speciality) => speciality.label).join(', ');
  // "Name – Yoga, Pilates" reads the same in both languages; only the fallback is a text.
  const heading = specialities
    ? `${name} – ${specialities}`
    : fill(texts.seo.titleNoSpecialities, { name });
  const title = `${heading} · ${PRODUCT_NAME}`;
  const description = truncateAtWord(
    fill(texts.seo.description, { name, specialities, about: profile.description }).trim(),
    160,
  );
  const url = absolute(origin, professionalPath(profile.slug, lang));
  const image = profile.image ? absolute(origin, profile.image) : null;
  const alternates = SUPPORTED_LANGUAGES.map(
    (language) =>
      `<link rel="alternate" hreflang="${language}" href="${escapeHtml(absolute(origin, professionalPath(profile.slug, language)))}">`,
  );
  alternates.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(origin, professionalPath(profile.slug, DEFAULT_LANGUAGE)))}">`,
  );
  const meta = (attribute: string, key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternates,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', lang === 'fi' ? 'fi_FI' : 'en_GB'),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'profile:first_name', profile.first_name),
    meta('property', 'profile:last_name', profile.last_name),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json">${jsonForScript(jsonLd(profile, name, url, image, description))}</script>`,
  ];
  return { lang, title, description, tags: tags.join('\n    ') };
}

/** schema.org: a LocalBusiness (it has reviews, places and priced offers, which a Person has not). */
function jsonLd(
  profile: TPublicProfile,
  name: string,
  url: string,
  image: string | null,
  description: string,
) {
  const [first] = profile.locations;
  const offers = profile.services.flatMap((service) =>
    isCurrency(service.currency)
      ? [
          {
            '@type': 'Offer',
            price: (service.price_minor / MINOR_UNITS[service.currency]).toFixed(
              service.currency === 'yen' ? 0 : 2,
            ),
            priceCurrency: isoCurrency(service.currency),
            itemOffered: {
              '@type': 'Service',
              name: service.label,
              ...(service.description ? { description: service.description } : {}),
            },
          },
        ]
      : [],
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name,
    url,
    description: profile.long_description || profile.description || description,
    ...(image ? { image } : {}),
    ...(first
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: first.formatted,
            addressLocality: first.city,
          },
          geo: { '@type': 'GeoCoordinates', latitude: first.lat, longitude: first.lon },
          areaServed: [...new Set(profile.locations.map((location) => location.city))],
        }
      : {}),
    ...(profile.specialities.length > 0
      ? { knowsAbout: profile.specialities.map((speciality) => speciality.label) }
      : {}),
    ...(profile.rating !== null && profile.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.rating,
            reviewCount: profile.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(offers.length > 0 ? { makesOffer: offers } : {}),
  };
}

/** The head of a profile page that does not exist (or is hidden): kept out of the index. */
export function notFoundHead(lang: Language): PageHead {
  return {
    lang,
    title: `${TEXTS[lang].seo.notFoundTitle} · ${PRODUCT_NAME}`,
    description: '',
    tags: '<meta name="robots" content="noindex">',
  };
}
