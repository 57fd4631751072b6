import type { TUploadedImage } from '@fitmarket/core/api/uploads';
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

const IMAGE_URL = '/uploads/photo/3f0d8a4e-7c1b-4f7e-9a55-2b1c7d0e9f11/800.webp';
const uploaded: TUploadedImage = {
  id: '3f0d8a4e-7c1b-4f7e-9a55-2b1c7d0e9f11',
  kind: 'photo',
  format: 'png',
  width: 1200,
  height: 800,
  url: IMAGE_URL,
  variants: [{ width: 800, height: 533, format: 'webp', bytes: 4096, url: IMAGE_URL }],
  created_at: '2026-11-01T00:00:00.000Z',
};
const png = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'ad.png');

// On a busy machine a story with an upload takes seconds.
describe('CampaignWizardRoute (ads)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
  });
  afterEach(() => vi.restoreAllMocks());

  it('uploads the ad image, offers the partner codes, previews both and sends them', async () => {
    const created: unknown[] = [];
    fakeApi({
      'GET /v1/me': ok(fakeMe('professional')),
      'GET /v1/me/campaigns': ok([running]),
      'GET /v1/me/campaigns/prices': ok(priceList),
      'GET /v1/me/affiliates': ok([{ id: 12, name: 'Sportia', code: 'AINO-10' }]),
      'POST /v1/uploads?kind=photo': ok(uploaded),
      'POST /v1/me/campaigns/ads': (body) => {
        created.push(body);
        return {
          status: 201,
          body: { data: { campaign: { ...running, id: 5 }, checkout_url: '/checkout/ad' } },
        };
      },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    } as Location);
    const view = renderRoutes(routes, '/account/marketing/new/ads');

    await screen.findByTestId('wizard-step');
    next();
    fireEvent.click(await screen.findByRole('radio', { name: /1,333 impressions/ }));
    next();
    expect(stepHeading()).toBe('Step 3 of 6: Ad content');

    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Autumn offer' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Button text/ }), {
      target: { value: 'Book now' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Link address/ }), {
      target: { value: 'https://example.com/offer' },
    });
    // The image through the upload pipeline, shown in the preview as the served ad shows it.
    const input = view.container.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [png()] } });
    const preview = screen.getByTestId('ad-preview');
    await vi.waitFor(() =>
      expect(preview.querySelector('img')?.getAttribute('src')).toBe(IMAGE_URL),
    );
    expect(screen.getByRole('button', { name: 'Replace the image' })).toBeTruthy();

    // The partner code: the owner's own, shown on the ad.
    const partner = await screen.findByRole('combobox', { name: /Partner discount code/ });
    await screen.findByRole('option', { name: 'Sportia: AINO-10' });
    fireEvent.change(partner, { target: { value: '12' } });
    expect(within(preview).getByText('AINO-10')).toBeTruthy();
    next();
    expect(stepHeading()).toBe('Step 4 of 6: Targeted keywords');
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword 1' }), {
      target: { value: 'syystarjous' },
    });
    next();
    const summary = await screen.findByTestId('payment-summary');
    expect(within(summary).getByText('Sportia: AINO-10')).toBeTruthy();

    fireEvent.click(screen.getByTestId('wizard-pay'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/ad'));
    expect(created).toEqual([
      {
        placement: 'search',
        keywords: ['syystarjous'],
        budget_minor: 2000,
        ad: {
          title: 'Autumn offer',
          description: '',
          cta_label: 'Book now',
          url: 'https://example.com/offer',
          image: IMAGE_URL,
          affiliate_id: 12,
        },
        pause_active: false,
      },
    ]);
  });

  it('refuses a kept partner code that is no longer the owner’s', async () => {
    sessionStorage.setItem(
      'fitmarket.campaignWizard.ads',
      JSON.stringify({
        kind: 'ads',
        step: 2,
        placement: 'search',
        budgetMinor: 2000,
        keywords: [''],
        ad: { title: 'Offer', description: '', cta_label: 'Go', url: 'https://example.com' },
        adImage: 'javascript:alert(1)',
        affiliateId: 99,
      }),
    );
    fakeApi({
      'GET /v1/me': ok(fakeMe('professional')),
      'GET /v1/me/campaigns': ok([]),
      'GET /v1/me/campaigns/prices': ok(priceList),
      'GET /v1/me/affiliates': ok([]),
    });
    renderRoutes(routes, '/account/marketing/new/ads');

    expect((await screen.findByTestId('wizard-step')).textContent).toBe('Step 3 of 6: Ad content');
    expect(
      await screen.findByText('This code no longer exists. Choose another code or none.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeTruthy();
    // A kept address that is no upload's is dropped.
    expect(screen.getByTestId('ad-preview').querySelector('img')).toBeNull();
    next();
    expect(stepHeading()).toBe('Step 3 of 6: Ad content');
  });
});
