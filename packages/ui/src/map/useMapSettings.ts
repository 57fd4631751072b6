import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/apiClient';

/** GET /v1/map-settings: the tile server and its attribution, the same for the whole visit. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['map-settings'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/map-settings', {
        schema: async () => (await import('@fitmarket/core/api/map')).ZMapSettingsSchema,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
