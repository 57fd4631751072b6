const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Social activity on profiles (issue 20, docs/social-activity.md): the content providers a
 * professional connects (SPEC §7 "Connected providers (devices)": here "devices" are these
 * providers, not fitness trackers), their connection states, and the relevance rule that scores
 * each imported post low, medium or high.
 */

/** The photo-sharing service (Instagram API with Instagram Login) and the social network (a Facebook Page). */
export const SOCIAL_PROVIDERS = ['instagram', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/** What the database keeps; `token_expiring` is worked out from the token's expiry (below). */
export const STORED_CONNECTION_STATUSES = ['connected', 'needs_reconnect', 'error'] as const;
export type StoredConnectionStatus = (typeof STORED_CONNECTION_STATUSES)[number];
export const CONNECTION_STATUSES = [
  'connected',
  'token_expiring',
  'needs_reconnect',
  'error',
] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** A token this close to its expiry is refreshed by the refresh job; until then it is "expiring". */
export const SOCIAL_TOKEN_REFRESH_BEFORE_DAYS = 7;
/** How often each connection is imported again after its first import. */
export const SOCIAL_IMPORT_EVERY_HOURS = 6;
/** The newest posts an import reads per connection (pages of the provider's size). */
export const SOCIAL_IMPORT_MAX_POSTS = 100;
/** Suggestions offered to feature at once. */
export const SOCIAL_SUGGESTION_COUNT = 5;
/** Items the public Social tab shows. */
export const SOCIAL_PUBLIC_ITEM_LIMIT = 24;

export function connectionStatus(
  stored: StoredConnectionStatus,
  tokenExpiresAt: Date | null,
  now: Date,
): ConnectionStatus {
  if (stored !== 'connected' || tokenExpiresAt === null) return stored;
  const left = tokenExpiresAt.getTime() - now.getTime();
  return left < SOCIAL_TOKEN_REFRESH_BEFORE_DAYS * DAY_MS ? 'token_expiring' : 'connected';
}

export const RELEVANCE_LEVELS = ['low', 'medium', 'high'] as const;
export type Relevance = (typeof RELEVANCE_LEVELS)[number];

/** What the rule reads of one post, its text already analysed (the API's search analysis). */
export interface RelevanceSignals {
  /** Every lexeme of the caption and hashtags, as the search's analyser gives them. */
  postTerms: ReadonlySet<string>;
  /**
   * Each speciality and service of the professional as the lexemes of its English and Finnish
   * labels: a post matches an interest when it has any of its lexemes.
   */
  interests: readonly (readonly string[])[];
  /** Likes plus comments (reactions on Facebook). */
  engagement: number;
  /** The mean engagement of the professional's imported posts; 0 when there is none. */
  averageEngagement: number;
  postedAt: Date;
  now: Date;
  hasMedia: boolean;
}

/**
 * The points of each signal (docs/social-activity.md "Relevance"): the topic counts most, as a
 * post about what the professional offers is what a visitor of the profile wants to see.
 */
export const RELEVANCE_POINTS = {
  /** The post speaks of one of the professional's specialities or services… */
  topic: 3,
  /** …or of two or more. */
  secondTopic: 1,
  /** Engagement at least 1.5× the professional's own mean… */
  engagementHigh: 2,
  /** …or at least 0.75× of it. */
  engagementUsual: 1,
  /** Posted within 30 days… */
  recent: 2,
  /** …or within 180. */
  lately: 1,
  hasMedia: 1,
} as const;
export const RELEVANCE_HIGH_FROM = 6;
export const RELEVANCE_MEDIUM_FROM = 3;

/** How many of the interests the post's terms touch. */
export function matchedInterests(signals: Pick<RelevanceSignals, 'postTerms' | 'interests'>) {
  return signals.interests.filter((terms) => terms.some((term) => signals.postTerms.has(term)))
    .length;
}

export function relevancePoints(signals: RelevanceSignals): number {
  const points = RELEVANCE_POINTS;
  const topics = matchedInterests(signals);
  let total = 0;
  if (topics >= 1) total += points.topic;
  if (topics >= 2) total += points.secondTopic;
  // With no average yet (the first post), a post counts as usual.
  const ratio = signals.averageEngagement > 0 ? signals.engagement / signals.averageEngagement : 1;
  if (ratio >= 1.5) total += points.engagementHigh;
  else if (ratio >= 0.75) total += points.engagementUsual;
  const ageDays = (signals.now.getTime() - signals.postedAt.getTime()) / DAY_MS;
  if (ageDays <= 30) total += points.recent;
  else if (ageDays <= 180) total += points.lately;
  if (signals.hasMedia) total += points.hasMedia;
  return total;
}

/**
 * Low, medium or high; the same signals always give the same level. A post off the
 * professional's topics is at most medium, however popular: the Social tab is about their work.
 */
export function scoreRelevance(signals: RelevanceSignals): Relevance {
  const total = relevancePoints(signals);
  const onTopic = matchedInterests(signals) > 0;
  if (onTopic && total >= RELEVANCE_HIGH_FROM) return 'high';
  if (total >= RELEVANCE_MEDIUM_FROM) return 'medium';
  return 'low';
}

/** The level shown: the professional's own choice over the rule's. */
export function shownRelevance(scored: Relevance, override: Relevance | null): Relevance {
  return override ?? scored;
}

/** Hashtags of a caption without their #, so "#aamujooga" is read as a word. */
export function hashtagText(caption: string): string {
  return [...caption.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => match[1]).join(' ');
}
