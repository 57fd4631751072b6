import type { TOwnProfessionalProfile } from '@fitmarket/core/api/professional-profile';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { type FakeAnswer, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { completeProfile, fakeCatalogue, fakeProfile } from '../test/fakeProfile';
import { FastRegistrationRoute } from './FastRegistrationRoute';
import { ProfileSectionRoute } from './ProfileSectionRoute';

// Each test renders a whole page with its forms; a busy two-core machine needs the time.
vi.setConfig({ testTimeout: 20_000 });

const routes = [
  { path: '/account/fast-registration', Component: FastRegistrationRoute },
  { path: '/account/basic-info', element: <ProfileSectionRoute section="basic" /> },
  { path: '/account/settings', element: <h1>Settings page</h1> },
];

function renderRegistration(
  profile: TOwnProfessionalProfile,
  api: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)> = {},
  role: 'professional' | 'customer' = 'professional',
) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
  const seen = fakeApi({
    'GET /v1/me': ok(fakeMe(role)),
    'GET /v1/me/professional': ok(profile),
    'GET /v1/catalogue': ok(fakeCatalogue),
    ...api,
  });
  return { seen, ...renderRoutes(routes, '/account/fast-registration') };
}

const visibleStep = () => screen.getByTestId('step-of').textContent;

describe('fast registration', () => {
  it('opens at the step the server says, 1-based', async () => {
    renderRegistration(completeProfile({ registration_step: 2, published: false }));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByTestId('step-basic').hidden).toBe(true);
    expect(screen.getByTestId('step-location').hidden).toBe(false);
    expect(within(screen.getByTestId('step-location')).getByText('Kallio, Helsinki')).toBeTruthy();
  });

  it('starts a new profile at step 1, holds it while a rule is broken, and saves it on Next', async () => {
    const sent: unknown[] = [];
    renderRegistration(fakeProfile({ registration_step: 1, speciality_ids: [1] }), {
      'GET /v1/me/professional/slug?slug=aino': ok({
        slug: 'aino',
        available: true,
        suggestions: [],
      }),
      'PUT /v1/me/professional/basic': (body) => {
        sent.push(body);
        return ok(fakeProfile({ slug: 'aino', registration_step: 2 }));
      },
    });
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    const step = screen.getByTestId('step-basic');
    const next = within(step).getByRole('button', { name: 'Save and continue' });
    fireEvent.click(next);
    // The address; the description may wait until publishing, as on the server.
    expect(await within(step).findAllByText('This field is required.')).toHaveLength(1);
    expect(sent).toEqual([]);
    expect(visibleStep()).toBe('Step 1 of 3');

    fireEvent.change(within(step).getByTestId('slug-input'), { target: { value: 'aino' } });
    fireEvent.change(within(step).getByLabelText(/Short description \(Finnish\)/), {
      target: { value: 'Joogaa Turussa.' },
    });
    fireEvent.click(next);
    await waitFor(() => expect(visibleStep()).toBe('Step 2 of 3'));
    expect(sent).toEqual([
      expect.objectContaining({
        slug: 'aino',
        description: '',
        description_fi: 'Joogaa Turussa.',
        speciality_ids: [1],
      }),
    ]);
  });

  it('keeps what was typed when going Back', async () => {
    renderRegistration(completeProfile({ registration_step: 3 }), {
      'PUT /v1/me/professional/locations': ok(completeProfile({ registration_step: 3 })),
    });
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    const services = screen.getByTestId('step-services');
    fireEvent.change(within(services).getByLabelText(/Price/), { target: { value: '60' } });
    fireEvent.click(within(services).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(visibleStep()).toBe('Step 2 of 3'));
    fireEvent.click(
      within(screen.getByTestId('step-location')).getByRole('button', {
        name: 'Save and continue',
      }),
    );
    await waitFor(() => expect(visibleStep()).toBe('Step 3 of 3'));
    expect(within(services).getByLabelText<HTMLInputElement>(/Price/).value).toBe('60');
  });

  it('saves and publishes on the last step, then opens the account area with the banner', async () => {
    const calls: string[] = [];
    renderRegistration(completeProfile({ registration_step: 3 }), {
      'PUT /v1/me/professional/services': () => {
        calls.push('save');
        return ok(completeProfile());
      },
      'POST /v1/me/professional/publish': () => {
        calls.push('publish');
        return ok(completeProfile({ published: true }));
      },
    });
    const services = await screen.findByTestId('step-services');
    fireEvent.click(within(services).getByRole('button', { name: 'Save and publish' }));
    expect(
      await screen.findByText('Welcome aboard! Your profile is published.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(calls).toEqual(['save', 'publish']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Basic info');
  });

  it('can save the last step and publish later', async () => {
    const { seen } = renderRegistration(completeProfile({ registration_step: 3 }), {
      'PUT /v1/me/professional/services': ok(completeProfile()),
    });
    const services = await screen.findByTestId('step-services');
    fireEvent.click(within(services).getByRole('button', { name: 'Save, publish later' }));
    expect(
      await screen.findByText(
        'Your profile is saved. You can publish it when you are ready.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(seen.some(({ path }) => path.endsWith('/publish'))).toBe(false);
  });

  it('leaves after a successful save of a changed decimal price without asking to save', async () => {
    const saved = completeProfile();
    const [service] = saved.services;
    if (!service) throw new Error('no service');
    saved.services = [{ ...service, price_minor: 5990 }];
    renderRegistration(completeProfile({ registration_step: 3 }), {
      'PUT /v1/me/professional/services': ok(saved),
    });
    const services = await screen.findByTestId('step-services');
    fireEvent.change(within(services).getByLabelText(/^Price/), { target: { value: '59.90' } });
    fireEvent.click(within(services).getByRole('button', { name: 'Save, publish later' }));
    expect(
      await screen.findByText(
        'Your profile is saved. You can publish it when you are ready.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });

  it('sends a customer to the settings', async () => {
    renderRegistration(fakeProfile(), {}, 'customer');
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
  });
});
