import type { TCampaignLifecycle, TOwnCampaign } from '@fitmarket/core/api/campaigns';

export type OwnerStatus =
  | 'active'
  | 'paused'
  | 'ended'
  | 'awaitingPayment'
  | 'paymentFailed'
  | 'awaitingApproval'
  | 'rejected';

/** The API's lifecycle (core api/campaigns CAMPAIGN_LIFECYCLE) as the owner's texts name it. */
const OWNER_STATUS: Record<TCampaignLifecycle, OwnerStatus> = {
  awaiting_payment: 'awaitingPayment',
  awaiting_approval: 'awaitingApproval',
  active: 'active',
  paused: 'paused',
  ended: 'ended',
  rejected: 'rejected',
  cancelled: 'paymentFailed',
};

/** What the owner is told about a campaign: running, or what it waits for. */
export function ownerStatus(campaign: Pick<TOwnCampaign, 'status'>): OwnerStatus {
  return OWNER_STATUS[campaign.status];
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

/** Whether the owner may pause or resume it now (the API refuses the others with 1381). */
export function canToggle(campaign: TOwnCampaign): 'pause' | 'resume' | null {
  const status = ownerStatus(campaign);
  if (status === 'ended' || status === 'rejected' || status === 'paymentFailed') return null;
  return campaign.active ? 'pause' : 'resume';
}
