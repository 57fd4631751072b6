import type { ErrorCode } from '../errors/catalogue';
import { MAX_CAMPAIGN_KEYWORDS, MAX_KEYWORD_LENGTH, MAX_KEYWORD_WORDS } from '../limits';

export interface KeywordIssue {
  code: ErrorCode;
  /** Which keyword the issue is about; absent when it is about the whole list. */
  index?: number;
}

/** The form keywords are compared and stored in: trimmed, single spaces, lower case. */
export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Campaign keyword rules (SPEC §5). `keywordsInOtherActiveCampaigns` lets the server check
 * the same rule across the owner's campaigns. A keyword repeated within the list gets 1260 too:
 * for the person it is the same mistake, the keyword would run twice.
 */
export function validateCampaignKeywords(
  keywords: readonly string[],
  keywordsInOtherActiveCampaigns: readonly string[] = [],
): KeywordIssue[] {
  const issues: KeywordIssue[] = [];
  if (keywords.length > MAX_CAMPAIGN_KEYWORDS) issues.push({ code: 1258 });

  const seen = new Set(keywordsInOtherActiveCampaigns.map(normalizeKeyword));
  keywords.forEach((raw, index) => {
    const keyword = normalizeKeyword(raw);
    if (keyword === '') {
      issues.push({ code: 1307, index });
      return;
    }
    const words = keyword.split(' ');
    if (keyword.length > MAX_KEYWORD_LENGTH) issues.push({ code: 1259, index });
    if (words.length > MAX_KEYWORD_WORDS) issues.push({ code: 1261, index });
    if (new Set(words).size < words.length) issues.push({ code: 1262, index });
    if (seen.has(keyword)) issues.push({ code: 1260, index });
    seen.add(keyword);
  });
  return issues;
}
