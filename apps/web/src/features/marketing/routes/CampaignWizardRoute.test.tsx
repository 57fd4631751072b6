import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { CampaignWizardRoute } from './CampaignWizardRoute';

const routes: RouteObject[] = [
  { path: '/account/marketing/new/:kind', Component: CampaignWizardRoute },
];

const priceList = {
  currency: 'eur',
  search_cpm_minor: 2000,
  ads_cpm_minor: 1500,
  min_budget_minor: 1000,
  max_budget_minor: 100_000,
  budget_options_minor: [2000, 5000],
  vat_basis_points: 2550,
};

const running = {
  id: 3,
  type: 'search',
  created: '2026-11-01T10:00:00.000Z',
  search_keywords: ['pilates'],
  keywords: 'pilates',
  paid_price: 2000,
  paid_currency: 'eur',
  impressions_paid: 1000,
  impressions_counted: 10,
  clicks_counted: 1,
  active: true,
  display_status: 'active',
  paused_by_user: false,
  status: 'active',
  approved: true,
  rejection_reason: null,
  placement: 'search',
  user_id: 7,
  user_first_name: 'Aino',
  user_last_name: 'Virtanen',
  image: null,
  slug: 'aino',
  ad: null,
  payment: null,
};

function api(onCreate: (body: unknown) => void = () => {}) {
  return fakeApi({
    'GET /v1/me': ok(fakeMe('professional')),
    'GET /v1/me/campaigns': ok([running]),
    'GET /v1/me/campaigns/prices': ok(priceList),
    'POST /v1/me/campaigns/search': (body) => {
      onCreate(body);
      return {
        status: 201,
        body: {
          data: {
            campaign: { ...running, id: 4, search_keywords: ['jooga'], status: 'awaiting_payment' },
            checkout_url: '/v1/payments/test-checkout/abc',
          },
        },
      };
    },
  });
}

const next = () => fireEvent.click(screen.getByTestId('wizard-next'));
const stepHeading = () => screen.getByTestId('wizard-step').textContent;

describe('CampaignWizardRoute (search)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
  });
  afterEach(() => vi.restoreAllMocks());

  it('checks each step as it is typed, keeps the step over a reload, and goes to the checkout', async () => {
    const created: unknown[] = [];
    api((body) => created.push(body));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    } as Location);
    renderRoutes(routes, '/account/marketing/new/search');

    expect((await screen.findByTestId('wizard-step')).textContent).toBe(
      'Step 1 of 4: Choose campaign',
    );
    next();
    expect(stepHeading()).toBe('Step 2 of 4: Budget');
    // No budget chosen: it says so and stays.
    next();
    expect(await screen.findByText('Choose a budget to continue.')).toBeTruthy();
    expect(stepHeading()).toBe('Step 2 of 4: Budget');
    fireEvent.click(await screen.findByRole('radio', { name: /1,000 impressions/ }));
    next();
    expect(stepHeading()).toBe('Step 3 of 4: Targeted keywords');

    // The core keyword rules, shown while typing.
    const keyword = screen.getByRole('textbox', { name: 'Keyword 1' });
    fireEvent.change(keyword, { target: { value: 'jooga jooga' } });
    expect(screen.getByText('A keyword cannot contain the same word twice.')).toBeTruthy();
    fireEvent.change(keyword, { target: { value: 'Pilates' } });
    expect(screen.getByText(/This keyword is already in use/)).toBeTruthy();
    next();
    expect(stepHeading()).toBe('Step 3 of 4: Targeted keywords');
    fireEvent.change(keyword, { target: { value: 'jooga' } });
    expect(screen.queryByText(/This keyword is already in use/)).toBeNull();
    next();
    expect(stepHeading()).toBe('Step 4 of 4: Payment');

    // A reload: the wizard opens where it was, with what was chosen.
    cleanup();
    renderRoutes(routes, '/account/marketing/new/search');
    expect((await screen.findByTestId('wizard-step')).textContent).toBe('Step 4 of 4: Payment');
    const summary = await screen.findByTestId('payment-summary');
    expect(within(summary).getByText('jooga')).toBeTruthy();
    expect(within(summary).getByText('€20 (VAT 25.5 % included)')).toBeTruthy();

    fireEvent.click(screen.getByTestId('wizard-pay'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/v1/payments/test-checkout/abc'));
    expect(created).toEqual([{ keywords: ['jooga'], budget_minor: 2000 }]);
  });
});
