// Apart from links.ts, which every page's first code holds: only the profile page needs these.

/**
 * A profile page's tabs. The main info is at the plain address, the Social tab at
 * `?tab=social`: each tab is a link, so it switches without JavaScript too, and the server
 * renders the tab the address names.
 */
export type ProfileTab = 'main' | 'social';

/** The search parameter naming a profile page's tab. */
export const PROFILE_TAB_PARAM = 'tab';

/** The tab a profile page's address names: the main info unless it says `tab=social`. */
export function profileTabOf(search: URLSearchParams): ProfileTab {
  return search.get(PROFILE_TAB_PARAM) === 'social' ? 'social' : 'main';
}

/** The search part of a profile page's address showing `tab`, keeping its other parameters. */
export function profileTabSearch(search: URLSearchParams, tab: ProfileTab): string {
  const next = new URLSearchParams(search);
  if (tab === 'main') next.delete(PROFILE_TAB_PARAM);
  else next.set(PROFILE_TAB_PARAM, tab);
  const query = next.toString();
  return query ? `?${query}` : '';
}
