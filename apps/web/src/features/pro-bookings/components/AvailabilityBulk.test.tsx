import type { TAvailabilityRequest } from '@fitmarket/core/api/bookings';
import { ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeAvailability,
  NO_BUSY_CALENDAR,
  renderAvailabilityPage,
} from '../test/availabilityPage';

const stored = fakeAvailability();

describe('copying hours and time off', () => {
  it('copies a row to the days chosen and makes a date range days off', {
    timeout: 20_000,
  }, async () => {
    let sent: TAvailabilityRequest | undefined;
    renderAvailabilityPage(stored, {
      'GET /v1/me/availability/busy-calendar': ok(NO_BUSY_CALENDAR),
      'PUT /v1/me/availability': (body) => {
        sent = body as TAvailabilityRequest;
        return ok({ ...stored, version: 3 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the hours of row 1' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Thursday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getAllByTestId('weekly-row')).toHaveLength(3));

    fireEvent.change(screen.getByLabelText('First day off'), { target: { value: '2030-07-30' } });
    fireEvent.change(screen.getByLabelText('Last day off'), { target: { value: '2030-08-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the time off' }));
    await waitFor(() => expect(screen.getAllByTestId('exception-row')).toHaveLength(4));

    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.weekly.map((row) => row.weekday)).toEqual([1, 2, 4]);
    expect(sent?.exceptions.map((row) => [row.date, row.kind, row.start])).toEqual([
      ['2030-07-30', 'off', null],
      ['2030-07-31', 'off', null],
      ['2030-08-01', 'off', null],
      ['2030-08-02', 'off', null],
    ]);
  });
});
