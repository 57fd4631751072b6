import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { useQuery } from '@tanstack/react-query';

/** GET /v1/catalogue: specialities and the two-level service tree, in the shown language. */
export function useCatalogue() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['catalogue', language],
    queryFn: ({ signal }) =>
      apiRequest('/v1/catalogue', {
        schema: async () => (await import('@fitmarket/core/api/catalogue')).ZCatalogueSchema,
        language,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
