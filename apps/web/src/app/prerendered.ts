/**
 * Marks a root element whose markup was rendered at build time (app/prerender.tsx); its value is
 * the language of that markup, which main.tsx hydrates only when it is the one shown.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
