import { webTexts } from '@fitmarket/core/i18n/resources';
import { loadI18nFor } from '@fitmarket/ui/lib/i18n';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCountImpressions } from '../../features/search/api/sponsored';
import { adoptServerState } from './adoptServerState';
import { SERVER_STATE_ID, type ServerState } from './serverState';

const sponsored = (type: 'search' | 'ads', campaignId: number) => ({
  type,
  campaign_id: campaignId,
  ad: type === 'ads' ? { ad_url: 'https://shop.example/' } : null,
});
const page = (data: object[], currentPage = 1) => ({
  data,
  meta: { pagination: { current_page: currentPage } },
});

/** A page the server rendered: its search answer and paid placements, as server.tsx writes. */
function serverPage(search: object, boosted: object, ads: object) {
  const client = new QueryClient();
  client.setQueryData(['professional-search', 'en', {}], search);
  client.setQueryData(['search-boosted', 'en', {}], boosted);
  client.setQueryData(['search-ads', 'en', {}], ads);
  const state: ServerState = { language: 'en', sections: [], queries: dehydrate(client) };
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_STATE_ID;
  script.textContent = JSON.stringify(state);
  document.body.append(script);
}

/** The bodies of the impressions the page sends, as the API receives them. */
function impressionsReported(): unknown[] {
  const reported: unknown[] = [];
  fakeApi({
    'POST /v1/campaigns/impressions': (body) => {
      reported.push(body);
      return ok({ counted: 1 });
    },
  });
  return reported;
}

afterEach(() => document.getElementById(SERVER_STATE_ID)?.remove());

describe('adoptServerState', () => {
  it("takes the sponsored items the server's page shows as counted: the page does not send them", async () => {
    const reported = impressionsReported();
    serverPage(
      page([{ id: 1 }, { id: 2 }]),
      page([{ id: 2, sponsored: sponsored('search', 7) }]),
      page([{ id: 3, sponsored: sponsored('ads', 8) }]),
    );
    await adoptServerState(await loadI18nFor(webTexts, 'en'));
    renderHook(() =>
      useCountImpressions([
        { type: 'search', id: 7 },
        { type: 'ads', id: 8 },
        { type: 'ads', id: 9 },
      ]),
    );
    await waitFor(() => expect(reported).toEqual([{ items: [{ type: 'ads', id: 9 }] }]));
  });

  it('leaves what the page did not show to be counted when it is shown', async () => {
    const reported = impressionsReported();
    // Page 2: no first place; and no organic result for the ad to stand among.
    serverPage(
      page([], 2),
      page([{ id: 2, sponsored: sponsored('search', 17) }]),
      page([{ id: 3, sponsored: sponsored('ads', 18) }]),
    );
    await adoptServerState(await loadI18nFor(webTexts, 'en'));
    renderHook(() =>
      useCountImpressions([
        { type: 'search', id: 17 },
        { type: 'ads', id: 18 },
      ]),
    );
    await waitFor(() =>
      expect(reported).toEqual([
        {
          items: [
            { type: 'search', id: 17 },
            { type: 'ads', id: 18 },
          ],
        },
      ]),
    );
  });
});
