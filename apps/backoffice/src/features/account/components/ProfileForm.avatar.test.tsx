import { errorText } from '@fitmarket/core/errors/error-text';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeProfile, renderRoutes } from '../../../test/renderRoutes';
import { ProfileForm } from './ProfileForm';

const NEW_URL = '/uploads/avatar/3f0d8a4e-7c1b-4f7e-9a55-2b1c7d0e9f11/256.webp';
const OLD_URL = '/uploads/avatar/0b6a2c1d-1111-4e7e-9a55-2b1c7d0e9f11/256.webp';

const uploaded = {
  id: '3f0d8a4e-7c1b-4f7e-9a55-2b1c7d0e9f11',
  kind: 'avatar',
  format: 'png',
  width: 400,
  height: 400,
  url: NEW_URL,
  variants: [{ width: 256, height: 256, format: 'webp', bytes: 2048, url: NEW_URL }],
  created_at: '2026-01-01T00:00:00.000Z',
};

const png = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'me.png');

function renderForm(image: string | null = null) {
  const view = renderRoutes(
    [{ path: '/', element: <ProfileForm profile={fakeProfile('admin', { image })} /> }],
    '/',
  );
  const photo = () => screen.queryByRole('img', { name: 'Aino Virtanen' });
  const pick = (file: File) =>
    fireEvent.change(view.container.querySelector('input[type="file"]') as Element, {
      target: { files: [file] },
    });
  return { photo, pick };
}

// The form is large (Mantine, a password section): on a busy machine a story takes seconds.
describe('the photo in the staff profile form', { timeout: 20_000 }, () => {
  it('shows an uploaded photo at once, and saves it with the profile and the password', async () => {
    fakeApi({
      'POST /v1/uploads?kind=avatar': ok(uploaded),
      'PUT /v1/admin/profile': ok({
        first_name: 'Aino',
        last_name: 'Virtanen',
        email_notifications: true,
        image: NEW_URL,
      }),
    });
    const form = renderForm();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();

    form.pick(png());

    await screen.findByRole('button', { name: 'Save changes' });
    expect(form.photo()?.getAttribute('src')).toBe(NEW_URL);
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: 'Password123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(form.photo()?.getAttribute('src')).toBe(NEW_URL);
  });

  it('offers to save the removal of the photo, which sends nothing yet', async () => {
    const seen = fakeApi({});
    const form = renderForm(OLD_URL);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));

    await screen.findByRole('button', { name: 'Save changes' });
    expect(form.photo()).toBeNull();
    expect(seen).toEqual([]);
  });

  it('shows why a photo was refused, by its code', async () => {
    fakeApi({ 'POST /v1/uploads?kind=avatar': failure(413, 1024) });
    const form = renderForm();

    form.pick(png());

    expect((await screen.findByTestId('error-alert')).textContent).toBe(errorText(1024, 'en'));
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
