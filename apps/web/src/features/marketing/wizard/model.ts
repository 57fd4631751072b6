import {
  AD_CTA_MAX_LENGTH,
  AD_DESCRIPTION_MAX_LENGTH,
  AD_TITLE_MAX_LENGTH,
  AD_URL_MAX_LENGTH,
  ZAdContentInputSchema,
  ZAdImageSchema,
} from '@fitmarket/core/api/campaigns';
import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { type KeywordIssue, validateCampaignKeywords } from '@fitmarket/core/rules/keywords';

/** The two wizards (SPEC §4 "Campaign wizard steps"). */
export type WizardKind = 'search' | 'ads';

export const WIZARD_STEPS = {
  search: ['campaign', 'budget', 'keywords', 'payment'],
  ads: ['campaign', 'budget', 'content', 'keywords', 'payment', 'finish'],
} as const satisfies Record<WizardKind, readonly string[]>;
export type WizardStep = (typeof WIZARD_STEPS)[WizardKind][number];

export interface AdFields {
  title: string;
  description: string;
  cta_label: string;
  url: string;
}
type AdField = keyof AdFields;

export interface WizardState {
  kind: WizardKind;
  /** Index into WIZARD_STEPS[kind]. */
  step: number;
  placement: 'search' | 'profile';
  /** A budget of the price list, minor units with VAT. */
  budgetMinor: number | null;
  keywords: string[];
  ad: AdFields;
  /** The ad's uploaded image (the display copy's address), or none. */
  adImage: string | null;
  /** One of the owner's affiliate codes (GET /v1/me/affiliates): a partner ad with its discount code. */
  affiliateId: number | null;
  /** Pause the running profile ad when this one starts (SPEC §4: one at a time). */
  pauseActive: boolean;
}

export function initialWizardState(kind: WizardKind): WizardState {
  return {
    kind,
    step: 0,
    placement: 'search',
    budgetMinor: null,
    keywords: [''],
    ad: { title: '', description: '', cta_label: '', url: 'https://' },
    adImage: null,
    affiliateId: null,
    pauseActive: false,
  };
}

export function stepName(state: WizardState): WizardStep {
  const steps = WIZARD_STEPS[state.kind];
  return steps[Math.min(Math.max(state.step, 0), steps.length - 1)] as WizardStep;
}

/** A profile ad is free (SPEC §9): no budget, no payment. */
export function isFree(state: WizardState): boolean {
  return state.kind === 'ads' && state.placement === 'profile';
}

/** Keywords place the campaign in searches; a profile ad shows on the profile whatever was searched. */
export function needsKeywords(state: WizardState): boolean {
  return !isFree(state);
}

/** The keywords as the request sends them: blank rows left out when they may be. */
export function keywordsToSend(state: WizardState): string[] {
  return state.keywords.map((keyword) => keyword.trim()).filter((keyword) => keyword !== '');
}

/**
 * The keyword rows' issues as the person types (core rules/keywords, the server's rule): an
 * empty row is only an issue when no keyword at all is given and one is needed.
 */
export function keywordIssues(
  state: WizardState,
  otherActiveKeywords: readonly string[],
): KeywordIssue[] {
  const rows = state.keywords;
  const filled = rows.filter((keyword) => keyword.trim() !== '');
  const issues = validateCampaignKeywords(rows, otherActiveKeywords).filter(
    (issue) => !(issue.code === 1307 && (filled.length > 0 || !needsKeywords(state))),
  );
  if (needsKeywords(state) && filled.length === 0 && !issues.some((issue) => issue.code === 1307)) {
    issues.push({ code: 1307, index: 0 });
  }
  return issues;
}

/** The ad fields' lengths (core api/campaigns), for the inputs and their counters. */
export const AD_LIMITS: Readonly<Record<AdField, number>> = {
  title: AD_TITLE_MAX_LENGTH,
  description: AD_DESCRIPTION_MAX_LENGTH,
  cta_label: AD_CTA_MAX_LENGTH,
  url: AD_URL_MAX_LENGTH,
};

/** Each ad field's first broken rule (the request schema the server parses). */
export function adFieldIssues(ad: AdFields): Partial<Record<AdField, ErrorCode>> {
  const parsed = ZAdContentInputSchema.safeParse(ad);
  const issues: Partial<Record<AdField, ErrorCode>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as AdField;
    if (!(field in AD_LIMITS) || issues[field]) continue;
    issues[field] =
      ad[field].trim() === '' || (field === 'url' && ad.url.trim() === 'https://') ? 1307 : 1301;
  }
  return issues;
}

/**
 * The chosen partner code's issue: one no longer among the owner's codes (kept over a reload
 * while staff removed it) is refused as the server would (1301). Unknown while the codes load.
 */
export function affiliateIssue(
  state: WizardState,
  ownCodeIds: readonly number[] | undefined,
): ErrorCode | undefined {
  if (state.affiliateId === null || ownCodeIds === undefined) return undefined;
  return ownCodeIds.includes(state.affiliateId) ? undefined : 1301;
}

/** Whether the step's values let the person go on (`ownCodeIds`: the owner's affiliate codes). */
export function stepIsValid(
  state: WizardState,
  otherActiveKeywords: readonly string[],
  ownCodeIds?: readonly number[],
): boolean {
  switch (stepName(state)) {
    case 'campaign':
      return true;
    case 'budget':
      return isFree(state) || state.budgetMinor !== null;
    case 'content':
      return (
        Object.keys(adFieldIssues(state.ad)).length === 0 &&
        affiliateIssue(state, ownCodeIds) === undefined
      );
    case 'keywords':
      return keywordIssues(state, otherActiveKeywords).length === 0;
    case 'payment':
    case 'finish':
      return true;
  }
}

/** The first step before `upTo` whose values are not valid (a restored state may skip none). */
export function firstInvalidStep(
  state: WizardState,
  otherActiveKeywords: readonly string[],
  upTo: number,
): number | null {
  for (let step = 0; step < upTo; step++) {
    if (!stepIsValid({ ...state, step }, otherActiveKeywords)) return step;
  }
  return null;
}

const STORAGE_PREFIX = 'fitmarket.campaignWizard.';
/** Which wizard the checkout's return to the Marketing page speaks of (sessionStorage). */
export const PENDING_CHECKOUT_KEY = `${STORAGE_PREFIX}pendingCheckout`;

export function storageKey(kind: WizardKind): string {
  return `${STORAGE_PREFIX}${kind}`;
}

/** The state kept in sessionStorage, if it is one this version can read. */
export function loadWizardState(kind: WizardKind, storage: Storage | undefined): WizardState {
  const fresh = initialWizardState(kind);
  try {
    const raw = storage?.getItem(storageKey(kind));
    if (!raw) return fresh;
    const saved = JSON.parse(raw) as Partial<WizardState>;
    if (saved.kind !== kind) return fresh;
    const steps = WIZARD_STEPS[kind].length;
    return {
      kind,
      step: Number.isInteger(saved.step) ? Math.min(Math.max(saved.step ?? 0, 0), steps - 1) : 0,
      placement: saved.placement === 'profile' && kind === 'ads' ? 'profile' : 'search',
      budgetMinor:
        Number.isInteger(saved.budgetMinor) && (saved.budgetMinor ?? 0) > 0
          ? (saved.budgetMinor ?? null)
          : null,
      keywords:
        Array.isArray(saved.keywords) && saved.keywords.every((k) => typeof k === 'string')
          ? saved.keywords.length > 0
            ? saved.keywords
            : ['']
          : fresh.keywords,
      ad: { ...fresh.ad, ...(typeof saved.ad === 'object' && saved.ad ? saved.ad : {}) },
      adImage: ZAdImageSchema.safeParse(saved.adImage).data ?? null,
      affiliateId:
        Number.isInteger(saved.affiliateId) && (saved.affiliateId ?? 0) > 0
          ? (saved.affiliateId ?? null)
          : null,
      pauseActive: saved.pauseActive === true,
    };
  } catch {
    return fresh;
  }
}

export function saveWizardState(state: WizardState, storage: Storage | undefined): void {
  try {
    storage?.setItem(storageKey(state.kind), JSON.stringify(state));
  } catch {
    // A full or disabled storage only loses the reload memory.
  }
}

export function clearWizardState(kind: WizardKind, storage: Storage | undefined): void {
  try {
    storage?.removeItem(storageKey(kind));
  } catch {
    // Nothing to clear.
  }
}
