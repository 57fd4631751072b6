import { describe, expect, it } from 'vitest';
import { adClickPath, shownCampaigns, shownSponsored } from './sponsored-shown';

const organic = (id: number) => ({ id });
const boosted = { id: 2, sponsored: { type: 'search' as const, campaign_id: 7, ad: null } };
const ad = {
  id: 3,
  sponsored: {
    type: 'ads' as const,
    campaign_id: 8,
    ad: {
      ad_title: 't',
      ad_description: '',
      ad_image: null,
      ad_url: 'https://x.example/',
      ad_cta_label: 'Go',
      affiliate: null,
    },
  },
};

describe('shownSponsored', () => {
  it('shows the first place on page 1 only, not again among the results, and the ad among them', () => {
    const page1 = shownSponsored([organic(1), organic(2)], 1, [boosted], [ad]);
    expect(page1.first).toBe(boosted);
    expect(page1.organic.map((result) => result.id)).toEqual([1]);
    expect(shownCampaigns([page1.first, page1.ad])).toEqual([
      { type: 'search', id: 7 },
      { type: 'ads', id: 8 },
    ]);
    const page2 = shownSponsored([organic(1)], 2, [boosted], [ad]);
    expect(shownCampaigns([page2.first, page2.ad])).toEqual([{ type: 'ads', id: 8 }]);
  });

  it('shows no ad without organic results around it', () => {
    const only = shownSponsored([organic(2)], 1, [boosted], [ad]);
    expect(only.first).toBe(boosted);
    expect(only.ad).toBeUndefined();
    expect(shownSponsored([], 1, undefined, [ad]).ad).toBeUndefined();
  });
});

describe('adClickPath', () => {
  it('names the ad and its own URL, encoded', () => {
    expect(adClickPath(8, 'https://x.example/a?b=1&c=2#d')).toBe(
      '/v1/campaigns/ads/8/click?to=https%3A%2F%2Fx.example%2Fa%3Fb%3D1%26c%3D2%23d',
    );
  });
});
