import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { PaymentsRoute } from './PaymentsRoute';

const pagination = {
  filtered: 1,
  total: 1,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  from: 1,
  to: 1,
};

describe('PaymentsRoute', { timeout: 20_000 }, () => {
  it('shows a list with its columns, switches lists and filters through the address', async () => {
    fakeApi({
      'GET /v1/admin/payments/payments?page=1': {
        status: 200,
        body: {
          columns: ['id', 'order_id', 'amount_minor', 'status'],
          rows: [[7, 'a1b2', 1990, 'paid']],
          meta: { pagination },
        },
      },
      'GET /v1/admin/payments/receipts?page=1&q=FM-000001': {
        status: 200,
        body: {
          columns: ['id', 'number_text', 'gross_minor'],
          rows: [[3, 'FM-000001', 1990]],
          meta: { pagination },
        },
      },
      'GET /v1/admin/payments/receipts?page=1': {
        status: 200,
        body: {
          columns: ['id'],
          rows: [],
          meta: { pagination: { ...pagination, filtered: 0, total: 0, from: 0, to: 0 } },
        },
      },
    });
    renderRoutes(
      [{ path: '/dashboard/payments', Component: PaymentsRoute }],
      '/dashboard/payments',
    );
    const table = await screen.findByTestId('payments-table');
    expect(within(table).getByText('a1b2')).toBeTruthy();
    expect(within(table).getByText('paid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('payments-tab-receipts'));
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('payments-q'), { target: { value: 'FM-000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('FM-000001')).toBeTruthy();
  });

  it('refunds a paid membership payment after a yes/no question, and shows a refusal', async () => {
    const columns = [
      'id',
      'order_id',
      'buyer_email',
      'purpose',
      'amount_minor',
      'currency',
      'status',
    ];
    let bodies: unknown[] = [];
    fakeApi({
      'GET /v1/admin/payments/payments?page=1': {
        status: 200,
        body: {
          columns,
          rows: [
            [7, 'a1b2', 'pro@example.com', 'membership', 1990, 'eur', 'paid'],
            [8, 'c3d4', 'pro@example.com', 'campaign', 5000, 'eur', 'paid'],
            [9, 'e5f6', 'pro@example.com', 'membership', 1990, 'eur', 'refunded'],
          ],
          meta: { pagination: { ...pagination, filtered: 3, total: 3, to: 3 } },
        },
      },
      'POST /v1/admin/payments/7/refund': (body) => {
        bodies = [...bodies, body];
        return bodies.length === 1
          ? failure(409, 1399)
          : ok({
              payment_id: 7,
              order_id: 'a1b2',
              refund_minor: 1990,
              currency: 'eur',
              subscription_ended: true,
              requested_now: true,
            });
      },
    });
    renderRoutes(
      [{ path: '/dashboard/payments', Component: PaymentsRoute }],
      '/dashboard/payments',
    );
    await screen.findByTestId('payments-table');
    // Only the paid membership payment has the button.
    const buttons = screen.getAllByRole('button', { name: /^Refund payment/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Refund payment 7',
    ]);
    fireEvent.click(buttons[0] as HTMLElement);
    const modal = await screen.findByTestId('confirm-modal');
    expect(await within(modal).findByText(/Payment 7 of €19.90 by pro@example.com/)).toBeTruthy();
    fireEvent.change(within(modal).getByTestId('refund-reason'), {
      target: { value: 'Charged twice' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Refund in full' }));
    expect(
      await within(modal).findByText(/Only a paid membership payment can be refunded/),
    ).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Refund in full' }));
    expect((await screen.findByTestId('payment-refunded')).textContent).toContain(
      'The refund of payment 7 (€19.90) was requested.',
    );
    expect(bodies).toEqual([{ reason: 'Charged twice' }, { reason: 'Charged twice' }]);
  });
});
