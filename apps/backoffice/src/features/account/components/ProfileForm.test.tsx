import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeProfile, renderRoutes } from '../../../test/renderRoutes';
import { ProfileForm } from './ProfileForm';

/**
 * The back-office account page's rules (SPEC §2 "Account page"): the save button appears only
 * after a change, the current password is required, and success says "Profile info saved!".
 */
function renderForm() {
  const profile = fakeProfile('admin', { first_name: 'Aino', last_name: 'Virtanen' });
  renderRoutes([{ path: '/', element: <ProfileForm profile={profile} /> }], '/');
}

const saveButton = () => screen.queryByRole('button', { name: 'Save changes' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ProfileForm', () => {
  it('shows the save button only while something differs from what is saved', () => {
    fakeApi({});
    renderForm();
    expect(saveButton()).toBeNull();
    type('First name', 'Aili');
    expect(saveButton()).toBeTruthy();
    type('First name', 'Aino');
    expect(saveButton()).toBeNull();
  });

  it('shows the e-mail address read-only', () => {
    fakeApi({});
    renderForm();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('admin@example.com');
    expect(email.readOnly).toBe(true);
  });

  it('needs the current password and sends nothing without it', () => {
    const seen = fakeApi({});
    renderForm();
    type('Last name', 'Nieminen');
    fireEvent.click(saveButton() as HTMLElement);
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('saves with the current password and says "Profile info saved!"', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'PUT /v1/admin/profile': (body) => {
        sent.push(body);
        return ok({
          first_name: 'Aino',
          last_name: 'Nieminen',
          email_notifications: true,
          image: null,
        });
      },
    });
    renderForm();
    type('Last name', ' Nieminen ');
    type('Current password', 'Current-pass-2026');
    fireEvent.click(saveButton() as HTMLElement);
    expect(await screen.findByText('Profile info saved!')).toBeTruthy();
    expect(sent).toEqual([
      { first_name: 'Aino', last_name: 'Nieminen', description: '', password: 'Current-pass-2026' },
    ]);
    expect(saveButton()).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('shows the server refusal of a wrong current password and keeps the form', async () => {
    fakeApi({ 'PUT /v1/admin/profile': failure(422, 1033, 'Your current password is incorrect.') });
    renderForm();
    type('First name', 'Aili');
    type('Current password', 'Wrong-pass-2026');
    fireEvent.click(saveButton() as HTMLElement);
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
    expect(screen.queryByText('Profile info saved!')).toBeNull();
    expect(saveButton()).toBeTruthy();
  });

  it('checks core rules before sending: an emptied name, a weak new password', () => {
    const seen = fakeApi({});
    renderForm();
    type('First name', '   ');
    fireEvent.click(screen.getByRole('button', { name: /Change password/ }));
    type('New password', 'weak');
    type('Repeat the new password', 'weaker');
    type('Current password', 'Current-pass-2026');
    fireEvent.click(saveButton() as HTMLElement);
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText(/^Password must be 8–128 characters long/)).toBeTruthy();
    expect(screen.getByText("Passwords don't match.")).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('puts a server error on its field under that field', async () => {
    fakeApi({
      'PUT /v1/admin/profile': {
        status: 422,
        body: { errors: [{ code: 1301, message: 'Please check this value.', field: 'last_name' }] },
      },
    });
    renderForm();
    type('Last name', 'Nieminen');
    type('Current password', 'Current-pass-2026');
    fireEvent.click(saveButton() as HTMLElement);
    const error = await screen.findByText('Please check this value.');
    const lastName = screen.getByLabelText('Last name');
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(lastName.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByTestId('error-alert')).toBeNull();
  });
});
