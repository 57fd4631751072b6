import type {
  TCreateAdsCampaign,
  TCreateSearchCampaign,
  TOwnCampaign,
} from '@fitmarket/core/api/campaigns';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Every call of the Marketing section and the wizards, in one place (docs/campaigns.md): the
 * professional's own campaigns under /v1/me/campaigns.
 */
export const CAMPAIGN_PATHS = {
  own: '/v1/me/campaigns',
  prices: '/v1/me/campaigns/prices',
  create: (type: 'search' | 'ads') => `/v1/me/campaigns/${type}`,
  stats: (id: number) => `/v1/me/campaigns/${id}/stats`,
  pause: (id: number) => `/v1/me/campaigns/${id}/pause`,
  resume: (id: number) => `/v1/me/campaigns/${id}/resume`,
  affiliates: '/v1/me/affiliates',
} as const;

const contract = () => import('@fitmarket/core/api/campaigns');
export const OWN_CAMPAIGNS_KEY = ['campaigns', 'own'] as const;

/** The owner's campaigns, newest first. */
export function useOwnCampaigns() {
  return useQuery({
    queryKey: OWN_CAMPAIGNS_KEY,
    queryFn: ({ signal }) =>
      apiRequest(CAMPAIGN_PATHS.own, {
        schema: async () => {
          const { z } = await import('zod');
          return z.array((await contract()).ZOwnCampaignSchema);
        },
        signal,
      }),
  });
}

/** A campaign's totals and counts per day, for its chart. */
export function useCampaignStats(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['campaigns', 'stats', id],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(CAMPAIGN_PATHS.stats(id), {
        schema: async () => (await contract()).ZCampaignStatsSchema,
        signal,
      }),
  });
}

/** Pause or resume a campaign of the owner's (resuming a profile ad may pause the running one). */
export function useSetCampaignActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaign,
      active,
      pauseActive = false,
    }: {
      campaign: TOwnCampaign;
      active: boolean;
      pauseActive?: boolean;
    }) =>
      apiRequest(active ? CAMPAIGN_PATHS.resume(campaign.id) : CAMPAIGN_PATHS.pause(campaign.id), {
        method: 'POST',
        body: active ? { pause_active: pauseActive } : undefined,
        schema: async () => (await contract()).ZOwnCampaignSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_CAMPAIGNS_KEY }),
  });
}

/** The price list: budgets on offer and the price of 1,000 impressions (with VAT). */
export function usePriceList() {
  return useQuery({
    queryKey: ['campaigns', 'prices'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      apiRequest(CAMPAIGN_PATHS.prices, {
        schema: async () => (await contract()).ZCampaignPriceListSchema,
        signal,
      }),
  });
}

/** The professional's affiliate codes, for a partner ad's discount code. */
export function useOwnAffiliateCodes(enabled: boolean) {
  return useQuery({
    queryKey: ['campaigns', 'affiliates'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(CAMPAIGN_PATHS.affiliates, {
        schema: async () => {
          const { z } = await import('zod');
          return z.array((await contract()).ZOwnAffiliateCodeSchema);
        },
        signal,
      }),
  });
}

export type CreateCampaign =
  | { type: 'search'; request: TCreateSearchCampaign }
  | { type: 'ads'; request: TCreateAdsCampaign };

/** Create a campaign; the answer names the checkout to go to (none for a free profile ad). */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, request }: CreateCampaign) =>
      apiRequest(CAMPAIGN_PATHS.create(type), {
        method: 'POST',
        body: request,
        schema: async () => (await contract()).ZCreatedCampaignSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_CAMPAIGNS_KEY }),
  });
}
