import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { AccountMenu } from './AccountMenu';

function renderSignedIn(names: { first_name: string; last_name: string }) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
  fakeApi({ 'GET /v1/me': ok(fakeMe('customer', { email: 'aino@example.com', ...names })) });
  renderRoutes([{ path: '/', element: <AccountMenu /> }], '/');
}

describe('AccountMenu', () => {
  it('names the signed-in user', async () => {
    renderSignedIn({ first_name: 'Aino', last_name: 'Virtanen' });
    expect(await screen.findByRole('button', { name: 'Aino Virtanen' })).toBeTruthy();
  });

  it('falls back to the e-mail address for a user without a name', async () => {
    renderSignedIn({ first_name: '', last_name: '' });
    expect(await screen.findByRole('button', { name: 'aino@example.com' })).toBeTruthy();
  });

  it("opens a guest's phone menu with sign-in and sign-up", async () => {
    renderRoutes([{ path: '/', element: <AccountMenu /> }], '/');
    // The button shows on phones only (jsdom's window is wider): found by its label, not its role.
    fireEvent.click(await screen.findByLabelText('Open the account menu'));
    const items = await screen.findAllByText(/^Sign (in|up)$/, { selector: '[role="menuitem"] *' });
    expect(items.map((item) => item.textContent)).toEqual(['Sign in', 'Sign up']);
  });

  it("gives a guest's phone menu the main navigation the narrow header has no room for", async () => {
    renderRoutes([{ path: '/', element: <AccountMenu /> }], '/');
    fireEvent.click(await screen.findByLabelText('Open the account menu'));
    for (const [name, to] of [
      ['For customers', '/for-customers'],
      ['For professionals', '/for-professionals'],
      ['Memberships', '/memberships'],
      ['Become a tester', '/testers'],
    ] as const) {
      const item = (await screen.findByText(name, { selector: '[role="menuitem"] *' })).closest(
        'a',
      );
      expect(item?.getAttribute('href')).toBe(to);
    }
  });
});
