import type {
  TCampaign,
  TCampaignType,
  TCreateCampaignRequest,
} from '@fitmarket/core/api/campaign-screens';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Every call of the Marketing section and the wizards, in one place: the campaigns API (issue
 * 19) names its routes here and nowhere else in the SPA.
 */
export const CAMPAIGN_PATHS = {
  own: '/v1/me/campaigns',
  one: (type: TCampaignType, id: number) => `/v1/me/campaigns/${type}/${id}`,
  days: (type: TCampaignType, id: number) => `/v1/me/campaigns/${type}/${id}/days`,
  priceList: '/v1/campaigns/price-list',
} as const;

const contract = () => import('@fitmarket/core/api/campaign-screens');

/** The owner's campaigns, newest first. */
export function useOwnCampaigns() {
  return useQuery({
    queryKey: ['campaigns', 'own'],
    queryFn: ({ signal }) =>
      apiRequest(CAMPAIGN_PATHS.own, {
        schema: async () => {
          const { z } = await import('zod');
          return z.array((await contract()).ZCampaignSchema);
        },
        signal,
      }),
  });
}

/** A campaign's counts per day, for its chart. */
export function useCampaignDays(campaign: Pick<TCampaign, 'type' | 'id'>, enabled: boolean) {
  return useQuery({
    queryKey: ['campaigns', 'days', campaign.type, campaign.id],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(CAMPAIGN_PATHS.days(campaign.type, campaign.id), {
        schema: async () => (await contract()).ZCampaignDaysSchema,
        signal,
      }),
  });
}

/** Pause or resume a campaign of the owner's. */
export function useSetCampaignActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaign, active }: { campaign: TCampaign; active: boolean }) =>
      apiRequest(
        `${CAMPAIGN_PATHS.one(campaign.type, campaign.id)}/${active ? 'resume' : 'pause'}`,
        {
          method: 'POST',
          schema: async () => (await contract()).ZCampaignSchema,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'own'] }),
  });
}

/** The budgets on offer (prices with VAT, from the API's configuration). */
export function usePriceList() {
  return useQuery({
    queryKey: ['campaigns', 'price-list'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      apiRequest(CAMPAIGN_PATHS.priceList, {
        schema: async () => (await contract()).ZPriceListSchema,
        signal,
      }),
  });
}

/** Create a campaign; its answer names the checkout to go to (none for a free profile ad). */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateCampaignRequest) =>
      apiRequest(CAMPAIGN_PATHS.own, {
        method: 'POST',
        body: request,
        schema: async () => (await contract()).ZCreateCampaignResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'own'] }),
  });
}
