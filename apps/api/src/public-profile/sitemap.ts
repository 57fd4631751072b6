import { SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { LANDING_PATHS, professionalPath, SEARCH_PATHS } from '@fitmarket/core/links';
import { and, asc, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isListedProfessional, users } from '../db/schema';
import { escapeHtml } from '../shared/html';

/**
 * sitemap.xml for search engines (sitemaps.org). It is an index: one file for the fixed pages and
 * one per PROFESSIONALS_PER_SITEMAP listed professionals, so no file passes the protocol's 50,000
 * addresses (each professional has one per language) and no request reads every professional.
 */
export const PROFESSIONALS_PER_SITEMAP = 10_000;
/** Rows read per query while a professionals' file is written. */
const BATCH = 1000;

const isListed = isListedProfessional(users);

/**
 * Pages every visitor sees. The home page is `/` in the visitor's language and `/fi` in Finnish.
 */
const FIXED_PAGES = [
  LANDING_PATHS.en,
  LANDING_PATHS.fi,
  SEARCH_PATHS.en,
  SEARCH_PATHS.fi,
  '/page/terms',
  '/page/privacy',
];

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

export async function sitemapIndex(db: Database, origin: string): Promise<string> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(isListed);
  const files = Math.ceil((row?.count ?? 0) / PROFESSIONALS_PER_SITEMAP);
  const entries = ['/sitemap-pages.xml'];
  for (let n = 1; n <= files; n++) entries.push(`/sitemap-professionals-${n}.xml`);
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((path) => `  <sitemap><loc>${escapeHtml(origin + path)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

export function pagesSitemap(origin: string): string {
  const urls = FIXED_PAGES.map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Each profile once per language, each with its alternates (hreflang) in every language. */
function profileEntries(origin: string, slug: string, lastModified: Date): string {
  const links = SUPPORTED_LANGUAGES.map(
    (language) =>
      `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(origin + professionalPath(slug, language))}"/>`,
  ).join('');
  const date = lastModified.toISOString().slice(0, 10);
  return SUPPORTED_LANGUAGES.map(
    (language) =>
      `  <url><loc>${escapeHtml(origin + professionalPath(slug, language))}</loc><lastmod>${date}</lastmod>${links}</url>\n`,
  ).join('');
}

/**
 * Listed professionals of file `n` (1-based), written in batches by id: yields XML pieces for the
 * reply to stream, so memory holds one batch at a time. Null when the file does not exist.
 */
export async function professionalsSitemap(
  db: Database,
  origin: string,
  n: number,
): Promise<AsyncIterable<string> | null> {
  // The first id of the file: the (n-1)*size-th listed professional by id.
  const [start] = await db
    .select({ id: users.id })
    .from(users)
    .where(isListed)
    .orderBy(asc(users.id))
    .offset((n - 1) * PROFESSIONALS_PER_SITEMAP)
    .limit(1);
  if (!start) return null;
  return (async function* () {
    yield `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
    let afterId = start.id - 1;
    let left = PROFESSIONALS_PER_SITEMAP;
    while (left > 0) {
      const rows = await db
        .select({ id: users.id, slug: users.slug, updatedAt: users.updatedAt })
        .from(users)
        .where(and(isListed, gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(Math.min(BATCH, left));
      if (rows.length === 0) break;
      yield rows
        .filter((row) => row.slug)
        .map((row) => profileEntries(origin, row.slug ?? '', row.updatedAt))
        .join('');
      left -= rows.length;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      if (rows.length < BATCH) break;
    }
    yield '</urlset>\n';
  })();
}
