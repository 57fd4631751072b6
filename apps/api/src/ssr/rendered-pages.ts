import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PAGE_RENDERER_MODULE,
  PAGE_RENDERER_TEMPLATE,
  type PageRenderer,
} from '@fitmarket/core/server-render';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type EncodedBody, encodedBody, sendEncoded } from '../platform/http/encoded-body';

type Log = { error(obj: object, msg: string): void };

/** Rendered pages kept per answer: those made from it alone, and levels for further answers. */
interface Kept {
  pages?: Map<string, Promise<RenderedPage>>;
  next: WeakMap<object, Kept>;
}

/**
 * Addresses rendered and kept per cached answer: the spellings of one search (a tracking
 * parameter, the order of the query) share an answer but each renders its own address.
 */
const MAX_PAGES_PER_ANSWER = 8;

/**
 * The SPA's index.html the server writes its pages into: the one the renderer came with (the app
 * starts after the first paint), else the plain one.
 */
export function pageTemplate(root: string): string {
  const beside = path.join(root, PAGE_RENDERER_TEMPLATE);
  return fs.readFileSync(fs.existsSync(beside) ? beside : path.join(root, 'index.html'), 'utf8');
}

/** A rendered page's HTML, and its compressed copies made once each when first asked for. */
export type RenderedPage = EncodedBody;

/** Sends a rendered page compressed as the browser takes it. */
export function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  return sendEncoded(request, reply, page, 'text/html; charset=utf-8');
}

/**
 * The marketplace SPA's search and profile pages rendered with its own components (apps/web
 * src/app/ssr/server.tsx, built into the SPA's `dist/.ssr`), so the browser hydrates them.
 * A page is rendered from cached answers (a search's; a guest's profile, and on its Social tab's
 * address that tab's posts) and kept with them: the next visitor of that address gets it as it
 * is, and it goes when any of the answers leaves its cache (expired, or dropped when public data
 * changed), as nothing else holds it (WeakMaps, one level per answer).
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
  const kept: Kept = { next: new WeakMap() };
  /** The pages kept under all of `answers`, in their order. */
  const keptUnder = (answers: readonly [object, ...object[]]) => {
    let level = kept;
    for (const answer of answers) {
      let next = level.next.get(answer);
      if (!next) {
        next = { next: new WeakMap() };
        level.next.set(answer, next);
      }
      level = next;
    }
    level.pages ??= new Map();
    return level.pages;
  };

  return {
    /**
     * The page `key` (its address as seen from outside) made by `render` with the renderer from
     * `answers` (the objects their caches hold), or null for the plain first view.
     */
    async render(
      answers: readonly [object, ...object[]],
      key: string,
      render: (renderer: PageRenderer) => Promise<string>,
    ): Promise<RenderedPage | null> {
      if (!renderer) return null;
      const pages = keptUnder(answers);
      let page = pages.get(key);
      if (!page) {
        page = render(renderer).then(encodedBody);
        if (pages.size < MAX_PAGES_PER_ANSWER) pages.set(key, page);
      }
      try {
        return await page;
      } catch (error) {
        pages.delete(key);
        log.error({ err: error, key }, 'server rendering failed; the plain first view goes out');
        return null;
      }
    },
  };
}
