import type { TUploadedImage } from '@fitmarket/core/api/uploads';
import { errorText } from '@fitmarket/core/errors/error-text';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { failure, fakeApi, ok, type SeenRequest } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMe } from '../../../lib/me';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { AvatarSection } from './AvatarSection';

const UPLOAD = 'POST /v1/uploads?kind=avatar';
const SAVE = 'PUT /v1/me/settings';
const NEW_URL = '/uploads/avatar/3f0d8a4e-7c1b-4f7e-9a55-2b1c7d0e9f11/256.webp';

const uploaded: TUploadedImage = {
  id: '3f0d8a4e-7c1b-4f7e-9a55-2b1c7d0e9f11',
  kind: 'avatar',
  format: 'png',
  width: 400,
  height: 400,
  url: NEW_URL,
  variants: [{ width: 256, height: 256, format: 'webp', bytes: 2048, url: NEW_URL }],
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The section as the settings page shows it: fed by the signed-in user, as the header is. */
function Page() {
  const me = useMe().data;
  return me ? <AvatarSection me={me} /> : null;
}

/** What was asked of the API besides loading the user (which StrictMode may do twice). */
const changes = (seen: SeenRequest[]) =>
  seen.filter(({ path }) => path !== '/v1/me').map(({ method, path }) => `${method} ${path}`);

function renderPage() {
  const view = renderRoutes([{ path: '/', element: <Page /> }], '/');
  return { ...view, input: () => view.container.querySelector('input[type="file"]') };
}

const png = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'me.gif');

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
});

// On a busy machine a story with uploads and saves takes seconds.
describe('AvatarSection', { timeout: 20_000 }, () => {
  it('uploads a photo, makes it the avatar at once and says it is saved', async () => {
    const seen = fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      [UPLOAD]: ok(uploaded),
      [SAVE]: ok(fakeMe('customer', { image: NEW_URL })),
    });
    const page = renderPage();
    await screen.findByRole('button', { name: 'Upload a photo' });

    const input = page.input();
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [png()] } });

    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(changes(seen)).toEqual([UPLOAD, SAVE]);
    // Mantine's Avatar swaps its initials for the image in an effect after the new address.
    const photo = await screen.findByRole('img', { name: 'Aino Virtanen' });
    expect(photo.getAttribute('src')).toBe(NEW_URL);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeTruthy();
  });

  it('refuses a file that is no JPEG, PNG or GIF at once, without sending it', async () => {
    const seen = fakeApi({ 'GET /v1/me': ok(fakeMe('customer')) });
    const page = renderPage();
    await screen.findByRole('button', { name: 'Upload a photo' });

    const text = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    fireEvent.change(page.input() as Element, { target: { files: [text] } });

    expect(await screen.findByText(errorText(1023, 'en'))).toBeTruthy();
    expect(changes(seen)).toEqual([]);
  });

  it("shows the server's refusal by its code", async () => {
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      [UPLOAD]: failure(422, 1153),
    });
    const page = renderPage();
    await screen.findByRole('button', { name: 'Upload a photo' });

    fireEvent.change(page.input() as Element, { target: { files: [png()] } });

    const alert = await screen.findByTestId('error-alert');
    expect(alert.getAttribute('data-error-code')).toBe('1153');
    expect(alert.textContent).toBe(errorText(1153, 'en'));
  });

  it('removes the photo, leaving the initials', async () => {
    const seen = fakeApi({
      'GET /v1/me': ok(fakeMe('customer', { image: NEW_URL })),
      [SAVE]: ok(fakeMe('customer')),
    });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));

    await waitFor(() => expect(screen.queryByRole('img', { name: 'Aino Virtanen' })).toBeNull());
    expect(screen.getByText('AV')).toBeTruthy();
    expect(changes(seen)).toEqual([SAVE]);
  });
});
