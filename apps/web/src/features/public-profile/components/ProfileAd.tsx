import { adClickPath } from '@fitmarket/core/rules/sponsored-shown';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { AdCard } from '@fitmarket/ui/sponsored/AdCard';
import { useQuery } from '@tanstack/react-query';
import { useCountImpressions } from '../../search/api/sponsored';

/** GET /v1/professionals/{slug}/ad: the profile's running ad (docs/campaigns.md), or null. */
function useProfileAd(slug: string) {
  return useQuery({
    queryKey: ['profile-ad', slug],
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}/ad`, {
        schema: async () => (await import('@fitmarket/core/api/campaigns')).ZProfileAdSchema,
        signal,
      }),
  });
}

/**
 * The professional's own ad on their profile page (placement `profile`), labelled as paid
 * content like any ad; nothing while there is none or it cannot be loaded (SPEC §8).
 */
export function ProfileAd({ slug }: { slug: string }) {
  const shown = useProfileAd(slug).data;
  useCountImpressions(shown ? [{ type: 'ads', id: shown.campaign_id }] : []);
  if (!shown) return null;
  const { ad } = shown;
  return (
    <AdCard
      ad={{
        title: ad.ad_title,
        description: ad.ad_description,
        cta_label: ad.ad_cta_label,
        url: ad.ad_url,
        image: ad.ad_image,
        discount_code: ad.affiliate?.code,
      }}
      reason={{ advertiser: shown.sponsor }}
      href={adClickPath(shown.campaign_id, ad.ad_url)}
    />
  );
}
