import type { TOwnProfessionalProfile } from '@fitmarket/core/api/professional-profile';
import { PROFILE_LOCAL_UPDATE_DELAY_MS } from '@fitmarket/core/limits';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { type FakeAnswer, failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { completeProfile, fakeCatalogue, fakeProfile } from '../test/fakeProfile';
import { AccountLayout } from './AccountLayout';
import { ProfileSectionRoute } from './ProfileSectionRoute';

// Each test renders a whole page with its forms; a busy two-core machine needs the time.
vi.setConfig({ testTimeout: 20_000 });

const routes = [
  {
    path: '/account',
    Component: AccountLayout,
    children: [
      { path: 'basic-info', element: <ProfileSectionRoute section="basic" /> },
      { path: 'services', element: <ProfileSectionRoute section="services" /> },
      { path: 'photos', element: <ProfileSectionRoute section="photos" /> },
      { path: 'locations', element: <ProfileSectionRoute section="locations" /> },
      { path: 'certificates', element: <ProfileSectionRoute section="certificates" /> },
      { path: 'settings', element: <h1>Settings page</h1> },
    ],
  },
];

async function renderSection(
  path: string,
  {
    profile = fakeProfile(),
    role = 'professional',
    api = {},
  }: {
    profile?: TOwnProfessionalProfile;
    role?: 'professional' | 'customer';
    api?: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;
  } = {},
) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
  const seen = fakeApi({
    'GET /v1/me': ok(fakeMe(role)),
    'GET /v1/me/professional': ok(profile),
    'GET /v1/catalogue': ok(fakeCatalogue),
    ...api,
  });
  const view = renderRoutes(routes, path);
  return { seen, ...view };
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('the account area', () => {
  it('lists the profile and booking sections for a professional', async () => {
    await renderSection('/account/basic-info');
    const nav = await screen.findByRole('navigation', { name: 'Account sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Basic info',
      'Services',
      'Locations',
      'Certificates',
      'Photos',
      'Bookings',
      'Availability',
      'Marketing',
      'Social activities',
      'Membership',
      'Settings',
      'Following',
      'Bookings history',
      'Receipts',
    ]);
  });

  it('sends a customer from a profile section to the settings; a customer has settings, following and their bookings', async () => {
    await renderSection('/account/basic-info', { role: 'customer' });
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Settings', 'Following', 'Bookings history', 'Receipts']);
  });
});

describe('basic info', () => {
  it('shows the rules as you type: a required name, the slug rules of core', async () => {
    await renderSection('/account/basic-info');
    const firstName = await screen.findByLabelText(/First name/);
    fireEvent.change(firstName, { target: { value: '' } });
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('slug-input'), { target: { value: 'aino_v' } });
    expect(
      await screen.findByText(
        'The profile address can only contain letters a–z, digits and hyphens.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('slug-input'), {
      target: { value: 'a-very-long-profile-address' },
    });
    expect(
      await screen.findByText('The profile address can be at most 20 characters long.'),
    ).toBeTruthy();

    const tenYearsAgo = `${new Date().getUTCFullYear() - 10}-06-01`;
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: tenYearsAgo } });
    expect(
      await screen.findByText('Give a real date of birth: you must be at least 16 years old.'),
    ).toBeTruthy();
  });

  it('checks a valid address once typing pauses and offers free ones for a taken one', async () => {
    const { seen } = await renderSection('/account/basic-info', {
      api: {
        'GET /v1/me/professional/slug?slug=aino': ok({
          slug: 'aino',
          available: false,
          suggestions: ['aino-1', 'aino-fit'],
        }),
      },
    });
    fireEvent.change(await screen.findByTestId('slug-input'), { target: { value: 'aino' } });
    const suggestions = await screen.findByTestId('slug-suggestions');
    expect(
      screen.getByText('This profile address is already taken. Please choose another one.'),
    ).toBeTruthy();
    // Only the address typing stopped at was asked about.
    expect(seen.filter(({ path }) => path.includes('/slug?')).map(({ path }) => path)).toEqual([
      '/v1/me/professional/slug?slug=aino',
    ]);
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Use aino-fit' }));
    expect(screen.getByTestId<HTMLInputElement>('slug-input').value).toBe('aino-fit');
  });

  it('does not send a form that breaks a rule, and shows every breach', async () => {
    const { seen } = await renderSection('/account/basic-info');
    fireEvent.change(await screen.findByLabelText(/Last name/), { target: { value: 'V' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please choose at least one speciality.')).toBeTruthy();
    expect(seen.some(({ method }) => method === 'PUT')).toBe(false);
  });

  it('asks for the description as the server does: only once the profile is published', async () => {
    const sent: unknown[] = [];
    const answer = (body: unknown) => {
      sent.push(body);
      return ok(completeProfile({ description: '' }));
    };
    const draft = await renderSection('/account/basic-info', {
      profile: completeProfile(),
      api: { 'PUT /v1/me/professional/basic': answer },
    });
    const description = await screen.findByLabelText(/^Short description \(English\)/);
    fireEvent.change(description, { target: { value: '' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    draft.unmount();

    const { seen } = await renderSection('/account/basic-info', {
      profile: completeProfile({ published: true }),
      api: { 'PUT /v1/me/professional/basic': answer },
    });
    fireEvent.change(await screen.findByLabelText(/^Short description \(English\)/), {
      target: { value: '' },
    });
    fireEvent.click(saveButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(seen.some(({ method }) => method === 'PUT')).toBe(false);
  });

  it('saves, shows the success banner, and reloads the user 2 seconds later', async () => {
    const saved = completeProfile({ first_name: 'Aino', last_name: 'Korhonen' });
    const sent: unknown[] = [];
    let savedAt = Number.POSITIVE_INFINITY;
    const userLoadedAt: number[] = [];
    await renderSection('/account/basic-info', {
      profile: completeProfile(),
      api: {
        'GET /v1/me': () => {
          userLoadedAt.push(Date.now());
          return ok(fakeMe('professional'));
        },
        'PUT /v1/me/professional/basic': (body) => {
          sent.push(body);
          savedAt = Date.now();
          return ok(saved);
        },
      },
    });
    const lastName = await screen.findByLabelText(/Last name/);
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.change(lastName, { target: { value: ' Korhonen ' } });
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        last_name: 'Korhonen',
        slug: 'aino-virtanen',
        speciality_ids: [2],
      }),
    ]);
    expect(saveButton()).toHaveProperty('disabled', true);

    // The signed-in user is loaded again, PROFILE_LOCAL_UPDATE_DELAY_MS after the save.
    await waitFor(() => expect(userLoadedAt.at(-1)).toBeGreaterThan(savedAt), {
      timeout: PROFILE_LOCAL_UPDATE_DELAY_MS * 3,
    });
    const reloads = userLoadedAt.filter((at) => at > savedAt);
    expect(reloads).toHaveLength(1);
    expect((reloads[0] ?? 0) - savedAt).toBeGreaterThanOrEqual(PROFILE_LOCAL_UPDATE_DELAY_MS - 50);
  });

  it('shows a server error by its code beside its field', async () => {
    await renderSection('/account/basic-info', {
      profile: completeProfile(),
      api: {
        'GET /v1/me/professional/slug?slug=aino-v': ok({
          slug: 'aino-v',
          available: true,
          suggestions: [],
        }),
        'PUT /v1/me/professional/basic': {
          status: 409,
          body: { errors: [{ code: 1249, message: 'taken', field: 'slug' }] },
        },
      },
    });
    fireEvent.change(await screen.findByTestId('slug-input'), { target: { value: 'aino-v' } });
    fireEvent.click(saveButton());
    const slugInput = screen.getByTestId('slug-input');
    await waitFor(() => expect(slugInput.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('This profile address is already taken. Please choose another one.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('error-alert')).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await renderSection('/account/basic-info', { profile: completeProfile() });
    fireEvent.change(await screen.findByLabelText(/Last name/), { target: { value: 'Korhonen' } });
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/account/basic-info');
    expect(screen.getByLabelText<HTMLInputElement>(/Last name/).value).toBe('Korhonen');

    fireEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
  });

  it('lets a saved page go without asking', async () => {
    await renderSection('/account/basic-info', { profile: completeProfile() });
    await screen.findByLabelText(/Last name/);
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
  });
});

describe('completeness and publishing', () => {
  it('lists the missing parts with links and keeps Publish off until complete', async () => {
    await renderSection('/account/basic-info');
    const panel = await screen.findByTestId('completeness-panel');
    const missing = within(panel).getByTestId('missing-parts');
    expect(within(missing).getByRole('link', { name: 'at least one service' })).toHaveProperty(
      'pathname',
      '/account/services',
    );
    const publish = within(panel).getByRole('button', { name: 'Publish profile' });
    expect(publish).toHaveProperty('disabled', true);
    expect(within(panel).getByText('Fill in the missing parts first.')).toBeTruthy();
  });

  it('publishes a complete profile and can unpublish it', async () => {
    await renderSection('/account/basic-info', {
      profile: completeProfile(),
      api: {
        'POST /v1/me/professional/publish': ok(completeProfile({ published: true })),
        'POST /v1/me/professional/unpublish': ok(completeProfile({ published: false })),
      },
    });
    const panel = await screen.findByTestId('completeness-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Publish profile' }));
    expect(await within(panel).findByText('Your profile is now published.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Unpublish' }));
    expect(await within(panel).findByText('Your profile is no longer public.')).toBeTruthy();
  });

  it('shows a refusal to publish by its code', async () => {
    await renderSection('/account/basic-info', {
      profile: completeProfile(),
      api: { 'POST /v1/me/professional/publish': failure(409, 1323) },
    });
    const panel = await screen.findByTestId('completeness-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Publish profile' }));
    expect(
      await within(panel).findByText(
        'Your profile is not complete yet. Fill in the missing parts before publishing it.',
      ),
    ).toBeTruthy();
  });
});

describe('services', () => {
  it('checks price, percentages and sessions as you type and sends the price in minor units', async () => {
    const sent: unknown[] = [];
    await renderSection('/account/services', {
      profile: completeProfile(),
      api: {
        'PUT /v1/me/professional/services': (body) => {
          sent.push(body);
          return ok(completeProfile());
        },
      },
    });
    const price = await screen.findByLabelText(/Price \(€\)/);
    expect((price as HTMLInputElement).value).toBe('45.50');
    fireEvent.change(price, { target: { value: '45,5x' } });
    expect(
      await screen.findByText('Give the price as a number, for example 45 or 45.50.'),
    ).toBeTruthy();
    fireEvent.change(price, { target: { value: '39,90' } });
    fireEvent.change(screen.getByLabelText('Discount %'), { target: { value: '120' } });
    expect(await screen.findByText('Give a whole number from 0 to 100.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Discount %'), { target: { value: '10' } });
    fireEvent.click(saveButton());
    await screen.findByText('Your changes are saved.');
    expect(sent).toEqual([
      {
        services: [
          // A saved service keeps its id: it is changed in place.
          expect.objectContaining({
            id: 5,
            service_id: 11,
            price_minor: 3990,
            discount_percent: 10,
          }),
        ],
      },
    ]);
  });

  it('asks for approval by default and saves instant booking and online per service', async () => {
    const sent: unknown[] = [];
    await renderSection('/account/services', {
      profile: completeProfile(),
      api: {
        'PUT /v1/me/professional/services': (body) => {
          sent.push(body);
          return ok(completeProfile());
        },
      },
    });
    const approval = await screen.findByLabelText('I approve each request');
    expect((approval as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Confirm bookings automatically'));
    fireEvent.click(screen.getByLabelText('Online session'));
    fireEvent.click(saveButton());
    await screen.findByText('Your changes are saved.');
    expect(sent).toEqual([
      {
        services: [expect.objectContaining({ id: 5, instant_booking: true, online: true })],
      },
    ]);
  });

  it('sends nothing while a service breaks a core rule', async () => {
    const { seen } = await renderSection('/account/services', { profile: completeProfile() });
    fireEvent.change(await screen.findByLabelText('Sessions in the package'), {
      target: { value: '101' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a service' }));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Give a whole number from 1 to 100.')).toBeTruthy();
    expect(screen.getByText('Please choose a service.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(seen.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('asks before removing a service and reorders them', async () => {
    await renderSection('/account/services', { profile: completeProfile() });
    await screen.findByLabelText(/Price/);
    fireEvent.click(screen.getByRole('button', { name: 'Add a service' }));
    expect(screen.getAllByTestId('service-item')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Service 2' }));
    expect(screen.getAllByLabelText<HTMLInputElement>(/Price/).map((input) => input.value)).toEqual(
      ['', '45.50'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove service: Service 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this service?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove service' }));
    await waitFor(() => expect(screen.getAllByTestId('service-item')).toHaveLength(1));
  });
});

describe('photos', () => {
  it('sends nothing while the gallery is over the membership’s limit', async () => {
    const photos = [1, 2, 3, 4].map((id) => ({ id, image: `/uploads/${id}.webp`, caption: '' }));
    const { seen } = await renderSection('/account/photos', {
      profile: completeProfile({ photos }),
    });
    fireEvent.change((await screen.findAllByLabelText('Caption'))[0] as HTMLElement, {
      target: { value: 'Studio' },
    });
    fireEvent.click(saveButton());
    const limit = await screen.findByTestId('photo-limit');
    await waitFor(() => expect(limit.getAttribute('role')).toBe('alert'));
    expect(seen.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('shows the membership limit', async () => {
    await renderSection('/account/photos', {
      profile: completeProfile({
        photos: [{ id: 1, image: '/uploads/a.webp', caption: 'Studio' }],
      }),
    });
    expect((await screen.findByTestId('photo-limit')).textContent).toBe(
      'Photos: 1 of 3 your membership allows.',
    );
    expect(screen.getByRole('img', { name: 'Studio' })).toBeTruthy();
  });
});

describe('certificates', () => {
  it('asks for a title with core’s rule before anything is sent, then saves it trimmed', async () => {
    let sent: unknown;
    const { seen } = await renderSection('/account/certificates', {
      profile: completeProfile(),
      api: {
        'PUT /v1/me/professional/certificates': (body) => {
          sent = body;
          return ok(completeProfile());
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a certificate' }));
    fireEvent.click(saveButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(seen.filter(({ method }) => method === 'PUT')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: ' First aid ' } });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(sent).toEqual({
        certificates: [{ title: 'First aid', id_number: null, image: null }],
      }),
    );
  });
});

describe('locations', () => {
  it('keeps at least one place, by core’s rule, before anything is sent', async () => {
    const { seen } = await renderSection('/account/locations', { profile: completeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Kallio, Helsinki' }));
    expect(await screen.findByText('Please choose a location.')).toBeTruthy();
    fireEvent.click(saveButton());
    expect(seen.filter(({ method }) => method === 'PUT')).toEqual([]);
  });
});
