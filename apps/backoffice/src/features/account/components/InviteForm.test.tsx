import { errorText } from '@fitmarket/core/errors/error-text';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { InviteForm } from './InviteForm';

function renderForm() {
  return renderRoutes([{ path: '/', element: <InviteForm /> }], '/');
}

describe('InviteForm', { timeout: 20_000 }, () => {
  it('refuses a malformed address under the field, with the core rule, before sending anything', async () => {
    const seen = fakeApi({});
    renderForm();
    const email = await screen.findByLabelText('Colleague’s email');
    fireEvent.change(email, { target: { value: 'colleague@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(errorText(1018, 'en'))).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(seen).toEqual([]);
  });

  it('sends the address and role the core schema accepts, and says so', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      'POST /v1/admin/invitations': (body) => {
        bodies.push(body);
        return ok({
          id: 7,
          email: 'colleague@example.com',
          role: 'owner',
          created_at: '2026-03-02T10:00:00.000Z',
          accepted_at: null,
        });
      },
    });
    renderForm();
    fireEvent.change(await screen.findByLabelText('Colleague’s email'), {
      target: { value: ' colleague@example.com ' },
    });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'owner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByTestId('invitation-sent')).textContent).toContain(
      'colleague@example.com',
    );
    expect(bodies).toEqual([{ email: 'colleague@example.com', role: 'owner' }]);
  });
});
