import type { TCampaign, TCampaignType } from '@fitmarket/core/api/campaign-screens';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** The Ads page's calls (SPEC §7), in one place. */
export const STAFF_CAMPAIGN_PATHS = {
  list: (type: TCampaignType) => `/v1/admin/campaigns/${type}`,
  approve: '/v1/admin/campaigns/approve',
  reject: '/v1/admin/campaigns/reject',
} as const;

const campaignsKey = (type: TCampaignType) => [...ADMIN_QUERY_KEY, 'campaigns', type] as const;

/** GET /v1/admin/campaigns/search or /ads: every campaign of the type, newest first. */
export function useStaffCampaigns(type: TCampaignType) {
  return useQuery({
    queryKey: campaignsKey(type),
    queryFn: ({ signal }) =>
      apiRequest(STAFF_CAMPAIGN_PATHS.list(type), {
        schema: async () => {
          const { z } = await import('zod');
          const { ZCampaignSchema } = await import('@fitmarket/core/api/campaign-screens');
          return z.array(ZCampaignSchema.extend({ type: z.literal(type).default(type) }));
        },
        signal,
      }),
  });
}

/** Approve (SPEC §4): sets approved. Reject: clears it, with the reason e-mailed to the owner. */
export function useCampaignDecision() {
  const queryClient = useQueryClient();
  const after = (campaign: TCampaign) => {
    void queryClient.invalidateQueries({ queryKey: campaignsKey(campaign.type) });
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'dashboard'] });
  };
  const approve = useMutation({
    mutationFn: (campaign: TCampaign) =>
      apiRequest(STAFF_CAMPAIGN_PATHS.approve, {
        method: 'POST',
        body: { type: campaign.type, id: campaign.id },
        schema: async () => (await import('zod')).z.unknown(),
      }),
    onSuccess: (_, campaign) => after(campaign),
  });
  const reject = useMutation({
    mutationFn: ({ campaign, reason }: { campaign: TCampaign; reason: string }) =>
      apiRequest(STAFF_CAMPAIGN_PATHS.reject, {
        method: 'POST',
        body: { type: campaign.type, id: campaign.id, reason },
        schema: async () => (await import('zod')).z.unknown(),
      }),
    onSuccess: (_, { campaign }) => after(campaign),
  });
  return { approve, reject };
}
