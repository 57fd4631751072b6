import type { Language } from '@fitmarket/core/language';
import { escapeHtml } from './html';

/**
 * The head of a page the server writes into the SPA's index.html for search engines and link
 * previews (profile pages in public-profile/, search pages in search/).
 */

export const PRODUCT_NAME = 'Fitmarket';

export interface PageHead {
  lang: Language;
  title: string;
  description: string;
  /** Tags added to the head (already escaped). */
  tags: string;
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/** The SPA's index.html with a page's language and head. */
export function withHead(indexHtml: string, head: PageHead): string {
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}">`,
    )
    .replace('</head>', () => `  ${head.tags}\n  </head>`);
}

/** The SPA's index.html with `root` (the root element, and what comes with it) for its empty root. */
export function withRoot(indexHtml: string, root: string): string {
  const filled = indexHtml.replace('<div id="root"></div>', () => root);
  if (filled === indexHtml) throw new Error('index.html has no empty #root');
  return filled;
}

/**
 * The SPA's index.html with `content` inside its empty root: the page's text and links, readable
 * and followed before any script runs (search engines, slow phones, no JavaScript). The app
 * renders over it when it starts (createRoot replaces what the root holds). Where the SPA's page
 * renderer is in the build, the app's own markup goes there instead (ssr/rendered-pages.ts).
 */
export function withContent(indexHtml: string, content: string): string {
  return withRoot(indexHtml, `<div id="root">${content}</div>`);
}
