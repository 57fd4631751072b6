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
