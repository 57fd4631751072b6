import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { AdsRoute } from './AdsRoute';

const base = {
  created: '2026-11-20T09:00:00.000Z',
  paid_currency: 'eur',
  clicks_counted: 4,
  user_id: 7,
  user_first_name: 'Aino',
  user_last_name: 'Virtanen',
  image: null,
  slug: 'aino',
  keywords: '',
  paused_by_user: false,
  rejection_reason: null,
};

const page = (rows: unknown[]) => ({
  status: 200,
  body: {
    data: rows,
    meta: {
      pagination: {
        filtered: rows.length,
        total: rows.length,
        per_page: 20,
        current_page: 1,
        last_page: 1,
        from: rows.length ? 1 : 0,
        to: rows.length,
      },
    },
  },
});

const searchAd = {
  ...base,
  id: 11,
  type: 'ads',
  placement: 'search',
  search_keywords: ['jooga', 'pilates turku'],
  paid_price: 1500,
  impressions_paid: 1000,
  impressions_counted: 120,
  active: true,
  display_status: 'active',
  status: 'awaiting_approval',
  approved: false,
  ad_title: 'Yoga in Turku',
  ad_description: '<b>First class free</b><script>alert(1)</script>',
  ad_image: null,
  ad_url: 'https://example.com/yoga',
  ad_cta_label: 'Book now',
  affiliate: null,
};

const rejectedAd = {
  ...searchAd,
  id: 12,
  active: false,
  display_status: 'deactive',
  status: 'rejected',
  rejection_reason: 'The link leads to an unrelated shop.',
};

const profileAd = {
  ...searchAd,
  id: 13,
  placement: 'profile',
  search_keywords: [],
  paid_price: 0,
  impressions_paid: 0,
  approved: false,
  status: 'paused',
  active: false,
  display_status: 'deactive',
  paused_by_user: true,
};

const pausedSearch = {
  ...base,
  id: 21,
  type: 'search',
  placement: 'search',
  search_keywords: ['personal trainer'],
  paid_price: 2000,
  impressions_paid: 1000,
  impressions_counted: 1000,
  active: true,
  display_status: 'ended',
  status: 'ended',
  approved: true,
};

const open = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('AdsRoute', { timeout: 20_000 }, () => {
  it('shows an ad with its numbers and preview; Reject needs 3 to 250 characters', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      'GET /v1/admin/campaigns/ads?page=1&per_page=20&placement=search': page([
        searchAd,
        rejectedAd,
      ]),
      'GET /v1/admin/campaigns/ads?page=1&per_page=20&placement=profile': page([profileAd]),
      'POST /v1/admin/campaigns/reject': (body) => {
        bodies.push(body);
        return ok({});
      },
    });
    renderRoutes([{ path: '/dashboard/ads', element: <AdsRoute /> }], '/dashboard/ads');

    // Ads in search results first: two collapsible items, number and date in each.
    const items = await screen.findAllByTestId('campaign-item');
    expect(items).toHaveLength(2);
    open(/Campaign #11/);
    const item = items[0] as HTMLElement;
    expect(within(item).getByText('jooga')).toBeTruthy();
    expect(within(item).getByText('€15')).toBeTruthy();
    expect(within(item).getByTestId('impressions').textContent).toBe('120 of 1,000');
    const preview = within(item).getByTestId('ad-preview');
    expect(within(preview).getByText('First class free').tagName).toBe('B');
    expect(preview.innerHTML).not.toContain('script');

    fireEvent.click(within(item).getByTestId('reject-ad'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject campaign #11' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    const reject = within(dialog).getByRole('button', { name: 'Reject ad' });
    expect(reason.getAttribute('maxlength')).toBe('250');
    expect(reject.hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: 'ab' } });
    expect(reject.hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: 'abc' } });
    expect(reject.hasAttribute('disabled')).toBe(false);
    fireEvent.change(reason, { target: { value: 'Misleading claims' } });
    fireEvent.click(reject);
    await waitFor(() =>
      expect(bodies).toEqual([{ type: 'ads', id: 11, reason: 'Misleading claims' }]),
    );
    expect(await screen.findByText(/Campaign #11 rejected/)).toBeTruthy();

    // The rejected one shows its reason.
    open(/Campaign #12/);
    expect(within(items[1] as HTMLElement).getByTestId('rejection-reason').textContent).toBe(
      'The link leads to an unrelated shop.',
    );

    // Profile ads: no Approve or Reject.
    fireEvent.click(screen.getByTestId('ads-view-profileAds'));
    await screen.findByText(/Campaign #13/);
    open(/Campaign #13/);
    expect(screen.queryByTestId('approve-ad')).toBeNull();
    // Paused by its owner: the "by user" tag.
    expect(screen.getByTestId('by-user').textContent).toBe('by user');
    expect(screen.getByText(/are not approved or rejected here/)).toBeTruthy();
  });

  it('lists paid search with its status, and says when there is nothing', async () => {
    const seen = fakeApi({
      'GET /v1/admin/campaigns/search?page=1&per_page=20': page([pausedSearch]),
      'GET /v1/admin/campaigns/ads?page=1&per_page=20&placement=search': page([]),
      'POST /v1/admin/campaigns/approve': ok({}),
    });
    renderRoutes([{ path: '/dashboard/ads', element: <AdsRoute /> }], '/dashboard/ads');
    expect(await screen.findByText('There are no campaigns here yet.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('ads-view-paidSearch'));
    const item = await screen.findByTestId('campaign-item');
    // Counted reached paid: ended (SPEC §4), whatever `active` says.
    expect(within(item).getAllByText('Ended').length).toBeGreaterThan(0);
    open(/Campaign #21/);
    expect(within(item).getByTestId('search-preview').textContent).toContain('Sponsored');
    expect(seen.some((request) => request.path.startsWith('/v1/admin/campaigns/search'))).toBe(
      true,
    );
  });
});
