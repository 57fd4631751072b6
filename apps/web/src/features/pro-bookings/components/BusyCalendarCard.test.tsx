import { ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeAvailability,
  NO_BUSY_CALENDAR,
  renderAvailabilityPage,
} from '../test/availabilityPage';

const stored = fakeAvailability({ weekly: [] });

describe('BusyCalendarCard', () => {
  it('accepts only an http(s) address, sends it once and shows only its host', {
    timeout: 20_000,
  }, async () => {
    const sent: unknown[] = [];
    renderAvailabilityPage(stored, {
      'GET /v1/me/availability/busy-calendar': ok(NO_BUSY_CALENDAR),
      'PUT /v1/me/availability/busy-calendar': (body) => {
        sent.push(body);
        return ok({ ...NO_BUSY_CALENDAR, connected: true, host: 'calendar.example.com' });
      },
    });
    const field = await screen.findByLabelText(/Secret calendar address/);
    fireEvent.change(field, { target: { value: 'ftp://calendar.example.com/x.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect the calendar' }));
    expect(await screen.findByText(/Enter an address that starts with/)).toBeTruthy();
    expect(sent).toEqual([]);

    const secret = 'https://calendar.example.com/private-abc123/basic.ics';
    fireEvent.change(field, { target: { value: secret } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect the calendar' }));
    await waitFor(() => expect(sent).toEqual([{ url: secret }]));
    expect(
      await screen.findByText('Connected to a calendar at calendar.example.com.'),
    ).toBeTruthy();
    // The address is not kept on the screen once saved.
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain('private-abc123');
    expect(screen.getByRole('button', { name: 'Replace the address' })).toBeTruthy();
  });
});
