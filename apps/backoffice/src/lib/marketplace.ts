import type { Language } from '@fitmarket/core/language';

/**
 * A professional's public page on the marketplace, in the language the back-office shows. The
 * link goes through the API on the back-office's own origin (GET /v1/professionals/{slug}/page),
 * which redirects to the marketplace's address (WEB_URL): the back-office never has to know it.
 */
export function publicProfileUrl(slug: string, language: Language): string {
  return `/v1/professionals/${encodeURIComponent(slug)}/page?lang=${language}`;
}
