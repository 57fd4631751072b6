import { ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAvailability, renderAvailabilityPage } from '../test/availabilityPage';

const stored = fakeAvailability();

describe('AvailabilityRoute', () => {
  // The time zone picker lists every zone: the page is slow to render under load.
  it('checks the hours with core’s rules before saving, then sends them', {
    timeout: 20_000,
  }, async () => {
    let sent: unknown;
    renderAvailabilityPage(stored, {
      'PUT /v1/me/availability': (body) => {
        sent = body;
        return ok({ ...stored, version: 3 });
      },
    });
    const row = await screen.findByTestId('weekly-row');
    fireEvent.change(within(row).getByLabelText(/Until/), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await within(row).findByText('The end must come after the start.')).toBeTruthy();
    expect(sent).toBeUndefined();
    // Fixing the field clears its error as it changes.
    fireEvent.change(within(row).getByLabelText(/Until/), { target: { value: '18:00' } });
    expect(within(row).queryByText('The end must come after the start.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        version: 2,
        weekly: [{ weekday: 1, start: '09:00', end: '18:00', location_id: null }],
      }),
    );
  });
});
