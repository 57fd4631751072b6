import { describe, expect, it } from 'vitest';
import {
  connectionStatus,
  hashtagText,
  type RelevanceSignals,
  scoreRelevance,
  shownRelevance,
} from './social-activity';

const DAY = 86_400_000;
const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

/**
 * The terms are what the API's search analyser gives (apps/api social-activity/relevance.ts):
 * Finnish words with Voikko's base forms and compound parts, so "Aamujoogaa Turussa" has
 * "jooga"; each interest is a speciality's or service's labels in both languages.
 */
const yoga = ['yoga', 'jooga'];
const pilates = ['pilates'];
const signals = (overrides: Partial<RelevanceSignals>): RelevanceSignals => ({
  postTerms: new Set(),
  interests: [yoga, pilates],
  engagement: 10,
  averageEngagement: 10,
  postedAt: daysAgo(3),
  now,
  hasMedia: true,
  ...overrides,
});

describe('scoreRelevance', () => {
  it('high: a recent Finnish post on a speciality, with media and usual engagement', () => {
    // "Aamujoogaa Turussa": aamujoogaa → aamu + jooga; Turussa → turku.
    const terms = new Set(['aamujoogaa', 'aamu', 'jooga', 'turussa', 'turku']);
    expect(scoreRelevance(signals({ postTerms: terms }))).toBe('high');
  });

  it('high: a popular English post on two interests, months old', () => {
    const terms = new Set(['morning', 'yoga', 'and', 'pilates']);
    expect(
      scoreRelevance(signals({ postTerms: terms, engagement: 30, postedAt: daysAgo(90) })),
    ).toBe('high');
  });

  it('medium: an English post on a speciality but old, with few reactions', () => {
    const terms = new Set(['yoga', 'retreat']);
    expect(
      scoreRelevance(signals({ postTerms: terms, engagement: 2, postedAt: daysAgo(400) })),
    ).toBe('medium');
  });

  it('medium: a Finnish post on pilates without an image, a while ago', () => {
    const terms = new Set(['uusi', 'pilatesryhmä', 'pilates', 'ryhmä', 'alkaa']);
    expect(
      scoreRelevance(
        signals({ postTerms: terms, hasMedia: false, engagement: 2, postedAt: daysAgo(200) }),
      ),
    ).toBe('medium');
  });

  it('medium at most: an off-topic post however popular and fresh', () => {
    const terms = new Set(['coffee', 'with', 'friends']);
    expect(scoreRelevance(signals({ postTerms: terms, engagement: 100 }))).toBe('medium');
  });

  it('low: an old off-topic English post with little engagement', () => {
    const terms = new Set(['sunset', 'walk']);
    expect(
      scoreRelevance(signals({ postTerms: terms, engagement: 1, postedAt: daysAgo(365) })),
    ).toBe('low');
  });

  it('low: an old off-topic Finnish post without an image', () => {
    const terms = new Set(['kahvilla', 'kahvi', 'ystävien', 'ystävä', 'kanssa']);
    expect(
      scoreRelevance(
        signals({ postTerms: terms, hasMedia: false, engagement: 9, postedAt: daysAgo(250) }),
      ),
    ).toBe('low');
  });

  it('counts the first post as usual engagement (no average yet)', () => {
    const terms = new Set(['jooga']);
    expect(scoreRelevance(signals({ postTerms: terms, engagement: 0, averageEngagement: 0 }))).toBe(
      'high',
    );
  });

  it('is deterministic', () => {
    const input = signals({ postTerms: new Set(['yoga']), engagement: 7 });
    expect(new Set(Array.from({ length: 5 }, () => scoreRelevance(input))).size).toBe(1);
  });
});

describe('the rest of the rule', () => {
  it('shows the override over the scored level', () => {
    expect(shownRelevance('high', 'low')).toBe('low');
    expect(shownRelevance('medium', null)).toBe('medium');
  });

  it('reads hashtags as words', () => {
    expect(hashtagText('Aamulla #aamujooga ja #Pilates_Turku!')).toBe('aamujooga Pilates_Turku');
  });

  it('calls a token within 7 days of expiry expiring', () => {
    expect(connectionStatus('connected', new Date(now.getTime() + 3 * DAY), now)).toBe(
      'token_expiring',
    );
    expect(connectionStatus('connected', new Date(now.getTime() + 30 * DAY), now)).toBe(
      'connected',
    );
    expect(connectionStatus('connected', null, now)).toBe('connected');
    expect(connectionStatus('needs_reconnect', null, now)).toBe('needs_reconnect');
  });
});
