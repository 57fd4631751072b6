import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { MembershipRoute } from './MembershipRoute';
import { ReceiptRoute } from './ReceiptRoute';

const routes: RouteObject[] = [
  { path: '/account/membership', Component: MembershipRoute },
  { path: '/account/receipts/:id', Component: ReceiptRoute },
];

const prices = [
  { membership_id: 2, amount_minor: 990, currency: 'eur' },
  { membership_id: 3, amount_minor: 1990, currency: 'eur' },
];

const premium = {
  membership_id: 3,
  lifetime: false,
  subscription: {
    id: 5,
    membership_id: 3,
    status: 'active',
    provider: 'test',
    currency: 'eur',
    amount_minor: 1990,
    current_period_end: '2026-12-26T10:00:00.000Z',
    cancel_at_period_end: false,
    created_at: '2026-11-26T10:00:00.000Z',
  },
  prices,
  test_mode: true,
};

describe('MembershipRoute', { timeout: 20_000 }, () => {
  it('shows the level, the paid result, insights, and cancels at the period end after asking', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const seen = fakeApi({
      'GET /v1/account/membership': ok(premium),
      'GET /v1/account/insights': ok({
        weeks: [
          {
            week: '2026-11-23',
            profile_views: 8,
            search_appearances: 40,
            bookings: 2,
            booking_conversion: 0.25,
          },
        ],
      }),
      'POST /v1/account/membership/cancel': ok({
        ...premium,
        subscription: { ...premium.subscription, cancel_at_period_end: true },
      }),
    });
    renderRoutes(routes, '/account/membership?order=x&result=paid');
    expect(await screen.findByTestId('membership-level')).toHaveProperty(
      'textContent',
      'Level: Premium',
    );
    expect(screen.getByTestId('checkout-result').textContent).toContain('payment went through');
    expect(screen.getByTestId('test-mode')).toBeTruthy();
    expect(await screen.findByText('25%')).toBeTruthy();
    // Only Basic is left to choose.
    const buy = screen.getByTestId('buy-membership');
    expect(within(buy).getByText('Basic: €9.90 / month, VAT included')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel membership' }),
    );
    expect(await screen.findByText(/Cancelled: your Premium membership stays until/)).toBeTruthy();
    expect(
      seen.some((call) => call.method === 'POST' && call.path === '/v1/account/membership/cancel'),
    ).toBe(true);
  });

  it('checks the business ID as it is typed and shows a refused checkout', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    fakeApi({
      'GET /v1/account/membership': ok({ ...premium, membership_id: 1, subscription: null }),
      'POST /v1/account/membership/checkout': failure(409, 1385),
    });
    renderRoutes(routes, '/account/membership?level=3');
    const field = await screen.findByLabelText('Business ID for the receipt (optional)');
    fireEvent.change(field, { target: { value: '1234567-8' } });
    expect(await screen.findByText(/Enter a valid Finnish business ID/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('You already have this membership.')).toBeTruthy();
  });

  const receipt = {
    id: 3,
    kind: 'receipt',
    credits_number_text: null,
    number: 42,
    number_text: 'FM-000042',
    issued_at: '2026-11-26T10:00:00.000Z',
    order_id: 'b7c1',
    description: 'FitMarket Premium membership, 1 month',
    buyer_name: 'Aino Virtanen',
    buyer_email: 'aino@example.com',
    business_id: '2617416-4',
    currency: 'eur',
    gross_minor: 1990,
    net_minor: 1586,
    vat_minor: 404,
    vat_rate_basis_points: 2550,
    payment_status: 'paid',
    refunded_minor: 0,
  };

  it('prints a receipt with its VAT', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    fakeApi({ 'GET /v1/account/receipts/3': ok(receipt) });
    renderRoutes(routes, '/account/receipts/3');
    expect((await screen.findByTestId('receipt-total')).textContent).toBe('€19.90');
    expect(screen.getByTestId('receipt-vat').textContent).toBe('€4.04');
    expect(screen.getByText('VAT 25.5 %')).toBeTruthy();
    expect(screen.getByText('Business ID: 2617416-4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it("prints a refund's credit note naming the receipt it credits", async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    fakeApi({
      'GET /v1/account/receipts/4': ok({
        ...receipt,
        id: 4,
        kind: 'credit_note',
        credits_number_text: 'FM-000042',
        number: 43,
        number_text: 'FM-000043',
        payment_status: 'refunded',
        refunded_minor: 1990,
      }),
    });
    renderRoutes(routes, '/account/receipts/4');
    expect(await screen.findByRole('heading', { name: 'Credit note FM-000043' })).toBeTruthy();
    expect(screen.getByText('Total refunded')).toBeTruthy();
    expect(screen.getByText('Credit note for FM-000042')).toBeTruthy();
  });
});
