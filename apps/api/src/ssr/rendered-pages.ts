import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_RENDERER_MODULE, type PageRenderer } from '@fitmarket/core/server-render';

type Log = { error(obj: object, msg: string): void };

/**
 * Addresses rendered and kept per cached answer: the spellings of one search (a tracking
 * parameter, the order of the query) share an answer but each renders its own address.
 */
const MAX_PAGES_PER_ANSWER = 8;

/**
 * The marketplace SPA's search and profile pages rendered with its own components (apps/web
 * src/app/ssr/server.tsx, built into the SPA's `dist/.ssr`), so the browser hydrates them.
 * A page is rendered from a cached answer (a search's, a guest's profile) and kept with it: the
 * next visitor of that address gets it as it is, and it goes when the answer leaves its cache
 * (expired, or dropped when public data changed), as nothing else holds it (a WeakMap).
 * Without the renderer in the build (the API's tests build no SPA), or when rendering fails,
 * `render` answers null and the routes write their plain first view (search-first-view.ts,
 * profile-first-view.ts).
 */
export async function createRenderedPages(root: string, log: Log) {
  const file = path.join(root, PAGE_RENDERER_MODULE);
  let renderer: PageRenderer | null = null;
  if (fs.existsSync(file)) {
    try {
      renderer = await import(pathToFileURL(file).href);
    } catch (error) {
      log.error({ err: error }, 'the page renderer of the web build does not load');
    }
  }
  const kept = new WeakMap<object, Map<string, Promise<string>>>();

  return {
    /**
     * The root element of `url` rendered from `answer` (the object its cache holds) by
     * `render`, or null for the plain first view.
     */
    async render(
      answer: object,
      url: string,
      render: (renderer: PageRenderer) => Promise<string>,
    ): Promise<string | null> {
      if (!renderer) return null;
      let pages = kept.get(answer);
      if (!pages) {
        pages = new Map();
        kept.set(answer, pages);
      }
      let page = pages.get(url);
      if (!page) {
        page = render(renderer);
        if (pages.size < MAX_PAGES_PER_ANSWER) pages.set(url, page);
      }
      try {
        return await page;
      } catch (error) {
        pages.delete(url);
        log.error({ err: error, url }, 'server rendering failed; the plain first view goes out');
        return null;
      }
    },
  };
}
