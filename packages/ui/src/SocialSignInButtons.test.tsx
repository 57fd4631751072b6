import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';
import { createI18n } from './lib/i18n';
import { SocialSignInButtons } from './SocialSignInButtons';
import { fakeApi, ok } from './testing/fakeApi';
import { everyText } from './testing/texts';

function renderButtons() {
  return render(
    <AppProviders i18n={createI18n(everyText)} appNameKey="common.productName">
      <p>E-mail form</p>
      <SocialSignInButtons endpoint={(id) => `/v1/admin/login/${id}`} />
    </AppProviders>,
  );
}

describe('SocialSignInButtons', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers each provider once the list is in, and opens the page its sign-in answers', async () => {
    const seen = fakeApi({
      'GET /v1/auth/providers': ok([{ id: 'oidc', name: 'Test ID' }]),
      'GET /v1/admin/login/oidc': ok({ redirect: 'https://id.example/authorize' }),
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderButtons();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Test ID' }));
    expect(screen.getByText('or')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example/authorize'));
    expect(seen.map(({ path }) => path)).toEqual(['/v1/auth/providers', '/v1/admin/login/oidc']);
  });

  it('shows nothing beside the form when the server offers no provider', async () => {
    const seen = fakeApi({ 'GET /v1/auth/providers': ok([]) });
    renderButtons();
    await waitFor(() => expect(seen).toHaveLength(1));
    // The list has been answered (and the buttons' code has had time to load).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('social-sign-in')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
