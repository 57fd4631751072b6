export type CampaignPlacement = 'search' | 'profile';
export type CampaignDisplayStatus = 'ended' | 'active' | 'deactive';
/** The words people see for a campaign's state (SPEC §4). */
export type CampaignStatus = 'active' | 'paused' | 'ended';

export interface CampaignProgress {
  placement: CampaignPlacement;
  impressions_counted: number;
  impressions_paid: number;
  active: boolean;
}

/**
 * The back-office status of a campaign (SPEC §4). Profile ads are free, so they never run out
 * of paid impressions; the others end when every paid impression has been shown.
 */
export function campaignDisplayStatus({
  placement,
  impressions_counted,
  impressions_paid,
  active,
}: CampaignProgress): CampaignDisplayStatus {
  if (placement !== 'profile' && impressions_counted >= impressions_paid) return 'ended';
  return active ? 'active' : 'deactive';
}

/** A 'deactive' campaign is shown as paused; the result names the label to translate. */
export function campaignStatusLabelKey(status: CampaignDisplayStatus): CampaignStatus {
  return status === 'deactive' ? 'paused' : status;
}
