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
    // The header's navigation is hidden on phones: the visitor's menu has it.
    const links = (await screen.findAllByRole('menuitem', { hidden: true })).map((item) =>
      item.getAttribute('href'),
    );
    expect(links).toEqual([
      '/signin',
      '/signup',
      '/professionals',
      '/for-customers',
      '/for-professionals',
      '/memberships',
      '/testers',
    ]);
  });

  it("links a customer's bookings and messages, with the unread count", async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer', { first_name: 'Aino', last_name: 'Virtanen' })),
      'GET /v1/conversations/unread-count': ok({ count: 3 }),
    });
    renderRoutes([{ path: '/', element: <AccountMenu /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Aino Virtanen' }));
    const bookings = await screen.findByRole('menuitem', { name: 'My bookings', hidden: true });
    expect(bookings.getAttribute('href')).toBe('/account/bookings-history');
    expect(screen.queryByRole('menuitem', { name: /^Bookings/, hidden: true })).toBeNull();
    const messages = await screen.findByRole('menuitem', {
      name: 'Messages, 3 unread',
      hidden: true,
    });
    expect(messages.getAttribute('href')).toBe('/messages');
    // The phone's part of the menu: the header's navigation.
    const find = screen.getByRole('menuitem', { name: 'Find a professional', hidden: true });
    expect(find.getAttribute('href')).toBe('/professionals');
  });

  it("links a professional's bookings with the requests waiting", async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    fakeApi({
      'GET /v1/me': ok(fakeMe('professional', { first_name: 'Ville', last_name: 'Ahonen' })),
      'GET /v1/conversations/unread-count': ok({ count: 0 }),
      'GET /v1/me/bookings?as=professional&when=all&status=pending&per_page=1': {
        status: 200,
        body: {
          data: [],
          meta: {
            pagination: {
              filtered: 2,
              total: 2,
              per_page: 1,
              current_page: 1,
              last_page: 1,
              from: 0,
              to: 0,
            },
          },
        },
      },
    });
    renderRoutes([{ path: '/', element: <AccountMenu /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Ville Ahonen' }));
    const bookings = await screen.findByRole('menuitem', {
      name: 'Bookings, 2 waiting',
      hidden: true,
    });
    expect(bookings.getAttribute('href')).toBe('/account/bookings');
    expect(screen.getByRole('menuitem', { name: 'My bookings', hidden: true })).toBeTruthy();
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
