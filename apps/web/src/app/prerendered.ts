/**
 * Marks a root element whose markup was rendered at build time (app/prerender.tsx); its value is
 * the language of that markup, which main.tsx hydrates only when it is the one shown.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * A prerendered page carries the CSS rules of its first view inline and loads the full
 * stylesheet as `media="print"`, marked with this attribute holding its real media (vite.spa.ts
 * criticalCss); the app turns it on when it starts, before it renders anything more.
 */
const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-beasties-media';

export function applyDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`,
  )) {
    link.media = link.getAttribute(DEFERRED_STYLESHEET_ATTRIBUTE) || 'all';
    link.removeAttribute(DEFERRED_STYLESHEET_ATTRIBUTE);
  }
}

/**
 * The language a prerendered page's address names, or null at `/`, which shows the page in the
 * visitor's language. The server sends a prerendered page elsewhere only at a language's own
 * address (`/fi`, core LANDING_PATHS; apps/api plugins/spa.ts), so the app takes that language
 * before its first render, as on the server-rendered pages (ssr/adoptServerState.ts): hydrated,
 * not drawn in another language and then switched.
 */
export function languageOfPrerenderedAddress(root: Element, pathname: string): string | null {
  return pathname === '/' ? null : root.getAttribute(PRERENDERED_ATTRIBUTE);
}
