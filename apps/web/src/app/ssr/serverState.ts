import type { TextSection } from '@fitmarket/core/i18n/resources';
import type { Language } from '@fitmarket/core/language';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * Marks a root element the server rendered for this request (server.tsx); its value is the
 * language of that markup. Unlike the landing page's (PRERENDERED_ATTRIBUTE), it comes with the
 * data it was rendered from, in the script SERVER_STATE_ID.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The id of the `<script type="application/json">` holding the ServerState. */
export const SERVER_STATE_ID = 'server-state';

/** What the browser needs to render exactly what the server did, and so hydrate its markup. */
export interface ServerState {
  language: Language;
  /** Text sections the page reads (useSectionTexts), loaded before the page renders. */
  sections: TextSection[];
  /** The page's queries as the server filled them (react-query's dehydrate). */
  queries: DehydratedState;
}
