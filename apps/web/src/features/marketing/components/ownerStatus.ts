import type { TCampaign } from '@fitmarket/core/api/campaign-screens';
import { campaignDisplayStatus, campaignStatusLabelKey } from '@fitmarket/core/rules/campaign';

export type OwnerStatus =
  | 'active'
  | 'paused'
  | 'ended'
  | 'awaitingPayment'
  | 'paymentFailed'
  | 'awaitingApproval'
  | 'rejected';

/**
 * What the owner is told about a campaign: SPEC §4's status (core rules/campaign) once it runs,
 * and before that what it waits for (payment, then staff approval of anything shown in search).
 */
export function ownerStatus(campaign: TCampaign): OwnerStatus {
  if (campaign.rejection_reason) return 'rejected';
  if (campaign.payment_status === 'pending') return 'awaitingPayment';
  if (campaign.payment_status === 'failed' || campaign.payment_status === 'expired') {
    return 'paymentFailed';
  }
  const status = campaignStatusLabelKey(campaignDisplayStatus(campaign));
  // Paid search and ads in search results run once staff approve them (SPEC §4).
  if (status !== 'ended' && campaign.placement === 'search' && campaign.approved !== true) {
    return 'awaitingApproval';
  }
  return status;
}

export const STATUS_COLORS: Record<OwnerStatus, string> = {
  active: 'green',
  paused: 'gray',
  ended: 'dark',
  awaitingPayment: 'yellow',
  paymentFailed: 'red',
  awaitingApproval: 'blue',
  rejected: 'red',
};

/** Whether the owner may pause or resume it now. */
export function canToggle(campaign: TCampaign): 'pause' | 'resume' | null {
  const status = ownerStatus(campaign);
  if (status === 'active' || status === 'awaitingApproval')
    return campaign.active ? 'pause' : 'resume';
  if (status === 'paused') return 'resume';
  return null;
}
