import type { TAdsCampaign, TCampaignType, TSearchCampaign } from '@fitmarket/core/api/campaigns';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** A campaign as the Ads page lists it: paid search has no ad. */
export type StaffCampaign = TSearchCampaign | TAdsCampaign;

export const CAMPAIGNS_PER_PAGE = 20;

/** The Ads page's calls (SPEC §7), in one place. */
export const STAFF_CAMPAIGN_PATHS = {
  list: (type: TCampaignType, placement: 'search' | 'profile', page: number) => {
    const query = new URLSearchParams({ page: String(page), per_page: String(CAMPAIGNS_PER_PAGE) });
    if (type === 'ads') query.set('placement', placement);
    return `/v1/admin/campaigns/${type}?${query}`;
  },
  approve: '/v1/admin/campaigns/approve',
  reject: '/v1/admin/campaigns/reject',
  stopProfileAds: '/v1/admin/campaigns/stop-profile-ads',
} as const;

const CAMPAIGNS_KEY = [...ADMIN_QUERY_KEY, 'campaigns'] as const;

/** GET /v1/admin/campaigns/search or /ads (of a placement): one page, newest first. */
export function useStaffCampaigns(
  type: TCampaignType,
  placement: 'search' | 'profile',
  page: number,
) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, type, placement, page],
    queryFn: ({ signal }) =>
      apiRequest(STAFF_CAMPAIGN_PATHS.list(type, placement, page), {
        schema: async () => {
          const { pagedEnvelope } = await import('@fitmarket/core/api/envelope');
          const { ZAdsCampaignSchema, ZSearchCampaignSchema } = await import(
            '@fitmarket/core/api/campaigns'
          );
          return pagedEnvelope(type === 'ads' ? ZAdsCampaignSchema : ZSearchCampaignSchema);
        },
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const OK = async () => (await import('zod')).z.unknown();

/**
 * Approve (SPEC §4): sets approved. Reject: clears it, stops the campaign, refunds the unspent
 * part and e-mails the reason. Stop active profile ads: rejects each one with the reason.
 */
export function useCampaignDecisions() {
  const queryClient = useQueryClient();
  const after = () => {
    void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'dashboard'] });
  };
  const approve = useMutation({
    mutationFn: (campaign: StaffCampaign) =>
      apiRequest(STAFF_CAMPAIGN_PATHS.approve, {
        method: 'POST',
        body: { type: campaign.type, id: campaign.id },
        schema: OK,
      }),
    onSuccess: after,
  });
  const reject = useMutation({
    mutationFn: ({ campaign, reason }: { campaign: StaffCampaign; reason: string }) =>
      apiRequest(STAFF_CAMPAIGN_PATHS.reject, {
        method: 'POST',
        body: { type: campaign.type, id: campaign.id, reason },
        schema: OK,
      }),
    onSuccess: after,
  });
  const stopProfileAds = useMutation({
    mutationFn: (reason: string) =>
      apiRequest(STAFF_CAMPAIGN_PATHS.stopProfileAds, {
        method: 'POST',
        body: { reason },
        schema: async () =>
          (await import('@fitmarket/core/api/campaigns')).ZStopProfileAdsAnswerSchema,
      }),
    onSuccess: after,
  });
  return { approve, reject, stopProfileAds };
}
