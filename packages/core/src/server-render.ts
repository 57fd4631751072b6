import type { Language } from './language';

/**
 * The marketplace SPA's pages rendered on the server with its own components (apps/web
 * src/app/ssr/server.tsx, built beside the SPA into `dist/.ssr`), which the API imports and calls
 * per request (apps/api src/ssr). Each takes the page's address, its language and the JSON the
 * API answers for its data, and returns the root element to put in index.html: the markup, and
 * the data and texts the browser needs to hydrate it, as JSON.
 */
export interface PageRenderer {
  /** A search results page (SEARCH_PATHS) and its answers. */
  renderSearchPage(url: string, language: Language, answers: SearchPageAnswers): Promise<string>;
  /**
   * A public profile (PROFESSIONAL_PATHS) and the JSON of the profile (`data` of its GET); on
   * its Social tab's address (`?tab=social`, links.ts profileTabOf) the JSON of that tab's posts
   * (`data` of GET /v1/professionals/{slug}/social), left out when that failed (the browser asks).
   */
  renderProfilePage(
    url: string,
    language: Language,
    profileJson: string,
    socialJson?: string,
  ): Promise<string>;
}

/**
 * The JSON of POST /v1/professionals/search for a search page's query, and of search-boosted
 * and search-ads (left out when they failed: the page shows without them, SPEC §8).
 */
export interface SearchPageAnswers {
  search: string;
  boosted?: string;
  ads?: string;
}

/** Where the renderer's module is, relative to the SPA's build folder. */
export const PAGE_RENDERER_MODULE = '.ssr/server.js';

/**
 * index.html as the prerendered pages have it, beside the renderer: the app starts once the
 * browser has painted the page (vite.spa.ts startAfterFirstPaint).
 */
export const PAGE_RENDERER_TEMPLATE = '.ssr/index.html';

/**
 * JSON that is safe inside `<script>`: no `<` (so no `</script>` or `<!--`), `>` or `&`, and no
 * line separators that old parsers end a string at.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
