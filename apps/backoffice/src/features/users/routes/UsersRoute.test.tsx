import type { TAdminUser } from '@fitmarket/core/api/admin-users';
import { errorText } from '@fitmarket/core/errors/error-text';
import { deferred, type FakeAnswer, failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentStaffContext } from '../../../lib/currentStaff';
import { fakeProfile, renderRoutes } from '../../../test/renderRoutes';
import { UsersRoute } from './UsersRoute';

const PRO: TAdminUser = {
  id: 41,
  first_name: 'Mikko',
  last_name: 'Laine',
  name: 'Mikko Laine',
  email: 'mikko.laine@example.fi',
  image: null,
  role: 'professional',
  role_id: 3,
  description: 'Personal trainer in Turku. '.repeat(8),
  membership_id: 2,
  membership_lifetime: false,
  blocked: false,
  block_reason: null,
  published: true,
  slug: 'mikko-laine',
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-02-03T10:00:00.000Z',
  last_login: null,
};

const CUSTOMER: TAdminUser = {
  ...PRO,
  id: 42,
  first_name: 'Jenni',
  last_name: 'Nieminen',
  name: 'Jenni Nieminen',
  email: 'jenni@example.fi',
  role: 'customer',
  role_id: 2,
  description: '',
  membership_id: 1,
  published: false,
  slug: null,
};

function paged(users: TAdminUser[], page = 1, total = users.length): FakeAnswer {
  return {
    status: 200,
    body: {
      data: users,
      meta: {
        pagination: {
          filtered: total,
          total,
          per_page: 10,
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / 10)),
          from: users.length ? (page - 1) * 10 + 1 : 0,
          to: users.length ? (page - 1) * 10 + users.length : 0,
        },
      },
    },
  };
}

const MEMBERSHIPS = [
  { id: 1, title: 'Free' },
  { id: 2, title: 'Basic' },
  { id: 3, title: 'Premium' },
];

function renderPage(query = '', viewer: 'owner' | 'admin' = 'owner') {
  return renderRoutes(
    [
      {
        path: '/dashboard/users',
        element: (
          <CurrentStaffContext value={fakeProfile(viewer, { id: 1 })}>
            <UsersRoute />
          </CurrentStaffContext>
        ),
      },
    ],
    `/dashboard/users${query}`,
  );
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('UsersRoute', { timeout: 20_000 }, () => {
  it('shows each user as a card, with the professional-only parts for professionals', async () => {
    fakeApi({ 'GET /v1/admin/users?page=1': paged([PRO, CUSTOMER]) });
    renderPage();
    const pro = await cardOf('Mikko Laine');
    expect(within(pro).getByText('Professional')).toBeTruthy();
    expect(within(pro).getByText(/^Personal trainer in Turku/).textContent).toHaveLength(101);
    expect(within(pro).getByTestId('membership').textContent).toBe('Basic');
    expect(within(pro).getByTestId('published-status').textContent).toBe('Published');
    expect(within(pro).getByTestId('public-profile-link').getAttribute('href')).toMatch(
      /^\/v1\/professionals\/mikko-laine\/page\?lang=en$/,
    );
    expect(within(pro).getByText('Last login: Never')).toBeTruthy();
    const customer = await cardOf('Jenni Nieminen');
    expect(within(customer).queryByTestId('published-status')).toBeNull();
    expect(within(customer).queryByTestId('public-profile-link')).toBeNull();
    expect(within(customer).getByText('No description.')).toBeTruthy();
  });

  it('keeps the search, filters and page in the address and asks the API for them', async () => {
    const seen = fakeApi({
      'GET /v1/admin/users?role=professional&page=2': paged([PRO], 2, 11),
      'GET /v1/admin/users?role=professional&blocked=true&page=1': paged([]),
      'GET /v1/admin/users?search=laine&role=professional&blocked=true&page=1': paged([]),
    });
    const { router } = renderPage('?role=professional&page=2');
    await cardOf('Mikko Laine');
    expect(screen.getByTestId('users-count').textContent).toBe('Showing 11–11 of 11');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'true' } });
    await screen.findByTestId('users-empty');
    expect(router.state.location.search).toBe('?role=professional&blocked=true');

    fireEvent.change(screen.getByLabelText('Name or email'), { target: { value: ' laine ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=laine&role=professional&blocked=true'),
    );
    await waitFor(() =>
      expect(seen.map((request) => request.path)).toContain(
        '/v1/admin/users?search=laine&role=professional&blocked=true&page=1',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('drops a search cleared in the field from the address and the list at once', async () => {
    const seen = fakeApi({
      'GET /v1/admin/users?search=laine&page=1': paged([PRO]),
      'GET /v1/admin/users?page=1': paged([PRO, CUSTOMER]),
      'GET /v1/admin/users?role=customer&page=1': paged([CUSTOMER]),
    });
    const { router } = renderPage('?search=laine');
    await cardOf('Mikko Laine');
    // Emptied (the field's clear button, or the text deleted), without pressing Search.
    fireEvent.change(screen.getByLabelText('Name or email'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await cardOf('Jenni Nieminen');
    // A filter chosen next does not bring the old search back.
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'customer' } });
    await waitFor(() => expect(router.state.location.search).toBe('?role=customer'));
    expect(seen.map((request) => request.path)).not.toContain(
      '/v1/admin/users?search=laine&role=customer&page=1',
    );
  });

  it('blocks with a reason: counter, button enabled from 3 characters, card updated in place', async () => {
    const answer = deferred<FakeAnswer>();
    let sent: unknown;
    fakeApi({
      'GET /v1/admin/users?page=1': paged([PRO]),
      'POST /v1/admin/users/block': (body) => {
        sent = body;
        return answer.promise;
      },
    });
    renderPage();
    const card = await cardOf('Mikko Laine');
    fireEvent.click(within(card).getByRole('button', { name: 'Block Mikko Laine' }));

    const dialog = await screen.findByRole('dialog', { name: 'Block Mikko Laine' });
    const reason = within(dialog).getByLabelText(/Reason/);
    const submit = within(dialog).getByRole('button', { name: 'Block user' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: 'Fa' } });
    expect(within(dialog).getByTestId('reason-counter').textContent).toBe('2 / 250');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: 'Fake reviews ' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(reason.getAttribute('maxlength')).toBe('250');

    fireEvent.click(submit);
    await waitFor(() => expect(sent).toEqual({ id: 41, reason: 'Fake reviews' }));
    answer.resolve(ok({ ...PRO, blocked: true, block_reason: 'Fake reviews' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByTestId('blocked-badge')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Activate Mikko Laine' })).toBeTruthy();
    expect(screen.getByTestId('action-done').textContent).toBe('Mikko Laine is blocked.');
  });

  it('ends the loading on a refusal and shows it in the modal', async () => {
    fakeApi({
      'GET /v1/admin/users?page=1': paged([PRO]),
      'POST /v1/admin/users/block': failure(409, 1345, 'This user is already blocked.'),
    });
    renderPage();
    const card = await cardOf('Mikko Laine');
    fireEvent.click(within(card).getByRole('button', { name: 'Block Mikko Laine' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await within(dialog).findByText(errorText(1345, 'en'))).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Block user' });
    expect(submit.hasAttribute('data-loading')).toBe(false);
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(within(card).queryByTestId('blocked-badge')).toBeNull();
  });

  it('promotes: the current membership is highlighted, the chosen one is sent', async () => {
    let sent: unknown;
    fakeApi({
      'GET /v1/admin/users?page=1': paged([CUSTOMER]),
      'GET /v1/admin/memberships': ok(MEMBERSHIPS),
      'POST /v1/admin/users/promote': (body) => {
        sent = body;
        return ok({ ...CUSTOMER, membership_id: 3 });
      },
    });
    renderPage();
    const card = await cardOf('Jenni Nieminen');
    fireEvent.click(
      within(card).getByRole('button', { name: 'Change the membership of Jenni Nieminen' }),
    );
    const dialog = await screen.findByRole('dialog');
    const options = await within(dialog).findAllByTestId('membership-option');
    const current = options.find((option) => option.hasAttribute('data-current'));
    expect(current?.textContent).toContain('Free');
    expect(current?.textContent).toContain('Current');
    const submit = within(dialog).getByRole('button', { name: 'Change membership' });
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Premium/ }));
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toEqual({ id: 42, membership: 3 }));
    await waitFor(() => expect(within(card).getByTestId('membership').textContent).toBe('Premium'));
  });

  it('offers no membership Change for a tester nor for staff, and says why', async () => {
    const tester = { ...CUSTOMER, id: 43, name: 'Tero Testaaja', membership_lifetime: true };
    const admin: TAdminUser = { ...CUSTOMER, id: 44, name: 'Aila Admin', role: 'admin' };
    fakeApi({ 'GET /v1/admin/users?page=1': paged([tester, admin, PRO]) });
    renderPage();
    const testerCard = await cardOf('Tero Testaaja');
    expect(within(testerCard).queryByRole('button', { name: /Change the membership/ })).toBeNull();
    expect(within(testerCard).getByTestId('membership-fixed').textContent).toBe(
      'For life (tester): it cannot be changed',
    );
    const adminCard = await cardOf('Aila Admin');
    expect(within(adminCard).queryByRole('button', { name: /Change the membership/ })).toBeNull();
    expect(within(adminCard).getByTestId('membership-fixed').textContent).toBe(
      'Staff accounts have no membership to change',
    );
    const proCard = await cardOf('Mikko Laine');
    expect(within(proCard).getByRole('button', { name: /Change the membership/ })).toBeTruthy();
  });

  it('says "Missing memberships" when there are none to choose', async () => {
    fakeApi({
      'GET /v1/admin/users?page=1': paged([CUSTOMER]),
      'GET /v1/admin/memberships': ok([]),
    });
    renderPage();
    const card = await cardOf('Jenni Nieminen');
    fireEvent.click(within(card).getByRole('button', { name: /Change the membership/ }));
    expect((await screen.findByTestId('memberships-missing')).textContent).toBe(
      'Missing memberships',
    );
    expect(screen.getByRole('button', { name: 'Change membership' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('activates a blocked user after the confirmation', async () => {
    let sent: unknown;
    fakeApi({
      'GET /v1/admin/users?page=1': paged([{ ...PRO, blocked: true, block_reason: 'Spam' }]),
      'POST /v1/admin/users/activate': (body) => {
        sent = body;
        return ok({ ...PRO, blocked: false });
      },
    });
    renderPage();
    const card = await cardOf('Mikko Laine');
    expect(within(card).getByTestId('block-reason').textContent).toBe('Reason: Spam');
    fireEvent.click(within(card).getByRole('button', { name: 'Activate Mikko Laine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Mikko Laine?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate user' }));
    await waitFor(() => expect(sent).toEqual({ id: 41 }));
    await waitFor(() => expect(within(card).queryByTestId('blocked-badge')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Block Mikko Laine' })).toBeTruthy();
  });

  it('offers no Block for an owner nor for oneself', async () => {
    const owner = { ...CUSTOMER, id: 7, name: 'Olli Omistaja', role: 'owner' as const };
    const me = { ...CUSTOMER, id: 1, name: 'Aino Virtanen', role: 'admin' as const };
    fakeApi({ 'GET /v1/admin/users?page=1': paged([owner, me]) });
    renderPage();
    for (const name of ['Olli Omistaja', 'Aino Virtanen']) {
      const card = await cardOf(name);
      expect(within(card).queryByRole('button', { name: /^Block/ })).toBeNull();
    }
  });

  it('lets an owner reset a staff member’s two-factor sign-in after a confirmation', async () => {
    const admin = { ...CUSTOMER, id: 8, name: 'Anna Admin', role: 'admin' as const };
    const me = { ...CUSTOMER, id: 1, name: 'Aino Virtanen', role: 'owner' as const };
    const seen = fakeApi({
      'GET /v1/admin/users?page=1': paged([admin, me, CUSTOMER]),
      'DELETE /v1/admin/users/8/two-factor': ok({ removed: true }),
    });
    renderPage();
    const name = 'Reset the two-factor sign-in of Anna Admin';
    const card = await cardOf('Anna Admin');
    // Staff only, and not oneself (the account page turns one's own off).
    for (const other of ['Aino Virtanen', 'Jenni Nieminen']) {
      expect(within(await cardOf(other)).queryByRole('button', { name: /two-factor/ })).toBeNull();
    }
    fireEvent.click(within(card).getByRole('button', { name }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Reset the two-factor sign-in of Anna Admin?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect((await within(card).findByTestId('two-factor-reset-done')).textContent).toBe(
      'The two-factor sign-in of Anna Admin is reset, and they are signed out everywhere.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((request) => request.method === 'DELETE').map((r) => r.path)).toEqual([
      '/v1/admin/users/8/two-factor',
    ]);
  });

  it('offers admins no two-factor reset', async () => {
    const admin = { ...CUSTOMER, id: 8, name: 'Anna Admin', role: 'admin' as const };
    fakeApi({ 'GET /v1/admin/users?page=1': paged([admin]) });
    renderPage('', 'admin');
    const card = await cardOf('Anna Admin');
    expect(within(card).queryByRole('button', { name: /two-factor/ })).toBeNull();
  });

  it('shows a failed list as a red alert', async () => {
    fakeApi({ 'GET /v1/admin/users?page=1': failure(403, 1317) });
    renderPage();
    expect(await screen.findByText(errorText(1317, 'en'))).toBeTruthy();
  });
});
