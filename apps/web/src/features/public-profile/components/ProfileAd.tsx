import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { AdCard } from '@fitmarket/ui/sponsored/AdCard';
import { useQuery } from '@tanstack/react-query';
import { countAdClick } from '../../search/api/sponsored';

/** GET /v1/professionals/{slug}/ad: the profile's running ad (issue 19), or null. */
function useProfileAd(slug: string) {
  return useQuery({
    queryKey: ['profile-ad', slug],
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(`/v1/professionals/${encodeURIComponent(slug)}/ad`, {
        schema: async () =>
          (await import('@fitmarket/core/api/campaign-screens')).ZCampaignSchema.nullable(),
        signal,
      }),
  });
}

/**
 * The professional's own ad on their profile page (placement `profile`), labelled as paid
 * content like any ad; nothing while there is none or it cannot be loaded.
 */
export function ProfileAd({ slug, name }: { slug: string; name: string }) {
  const ad = useProfileAd(slug).data;
  if (!ad) return null;
  return (
    <AdCard
      ad={{
        title: ad.ad_title ?? '',
        description: ad.ad_description ?? '',
        cta_label: ad.ad_cta_label ?? '',
        url: ad.ad_url ?? '',
        image: ad.ad_image,
        discount_code: ad.discount_code,
      }}
      reason={{ advertiser: name }}
      onOpen={() => countAdClick('ads', ad.id)}
    />
  );
}
