import { fakeApi } from '@fitmarket/ui/testing/fakeApi';
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
});
