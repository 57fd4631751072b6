import type { TSocialConnection, TSocialItem } from '@fitmarket/core/api/social-activity';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { SocialActivitiesRoute } from './SocialActivitiesRoute';

const routes: RouteObject[] = [
  { path: '/account/social-activities', Component: SocialActivitiesRoute },
];

const PROVIDERS = ok([
  { id: 'instagram', name: 'Instagram', configured: true },
  { id: 'facebook', name: 'Facebook', configured: false },
]);

function connection(overrides: Partial<TSocialConnection> = {}): TSocialConnection {
  return {
    id: 3,
    provider: 'instagram',
    account_name: 'aino.coach',
    status: 'connected',
    is_default: true,
    first_import_pending: false,
    last_import_at: '2030-05-02T10:00:00.000Z',
    last_error: null,
    token_expires_at: '2030-07-01T10:00:00.000Z',
    item_count: 2,
    connected_at: '2030-05-01T10:00:00.000Z',
    ...overrides,
  };
}

function item(overrides: Partial<TSocialItem> = {}): TSocialItem {
  return {
    id: 11,
    provider: 'instagram',
    connection_id: 3,
    caption: 'Aamujoogaa Turussa #jooga',
    permalink: 'https://www.instagram.com/p/abc/',
    posted_at: '2030-05-01T07:00:00.000Z',
    media: [{ url: '/uploads/social/a.webp', width: 800, height: 800, video: false }],
    likes: 40,
    comments: 6,
    scored_relevance: 'high',
    relevance_override: null,
    relevance: 'high',
    featured: false,
    hidden: false,
    commercial: false,
    ...overrides,
  };
}

const COFFEE = item({
  id: 12,
  caption: 'Coffee with friends',
  scored_relevance: 'low',
  relevance: 'low',
  media: [],
});

describe('SocialActivitiesRoute', () => {
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token'));

  it('offers the providers to connect, says one is not offered here, and starts connecting', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const seen = fakeApi({
      'GET /v1/me/social/providers': PROVIDERS,
      'GET /v1/me/social/connections': ok([]),
      'GET /v1/me/social/items': ok([]),
      'GET /v1/me/social/suggestions': ok([]),
      'POST /v1/me/social/connections': ok({ redirect: 'https://consent.example/authorize' }),
    });
    renderRoutes(routes, '/account/social-activities');
    expect(await screen.findByTestId('social-empty')).toBeTruthy();
    const facebook = screen.getByTestId('provider-facebook');
    expect(within(facebook).getByText('Not available on this service yet.')).toBeTruthy();
    expect(within(facebook).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Instagram' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://consent.example/authorize'));
    expect(seen.some((request) => request.method === 'POST')).toBe(true);
  });

  it("shows the provider's return, the import's progress and then the posts", async () => {
    // The import ends a moment after the page opens.
    const ends = Date.now() + 1500;
    const pending = () => Date.now() < ends;
    fakeApi({
      'GET /v1/me/social/providers': PROVIDERS,
      'GET /v1/me/social/connections': () =>
        ok([connection({ first_import_pending: pending(), last_import_at: null })]),
      'GET /v1/me/social/items': () => ok(pending() ? [] : [item()]),
      'GET /v1/me/social/suggestions': ok([]),
    });
    renderRoutes(routes, '/account/social-activities?social=connected&provider=instagram');
    expect((await screen.findByTestId('social-notice')).textContent).toBe(
      'Instagram is connected. Your posts are being imported.',
    );
    expect(await screen.findByTestId('import-progress')).toBeTruthy();
    expect(screen.getByText(/Not imported yet/)).toBeTruthy();
    // The connections are read again until the import ends, and then the posts.
    expect(await screen.findByTestId('social-item', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('import-progress')).toBeNull();
    expect(screen.getByTestId('item-relevance').textContent).toBe('High relevance');
  });

  it("says why a provider's return failed", async () => {
    fakeApi({
      'GET /v1/me/social/providers': PROVIDERS,
      'GET /v1/me/social/connections': ok([]),
      'GET /v1/me/social/items': ok([]),
      'GET /v1/me/social/suggestions': ok([]),
    });
    renderRoutes(routes, '/account/social-activities?social=error&provider=instagram&error=1306');
    expect((await screen.findByTestId('social-notice')).textContent).toBe(
      'Instagram could not be reached. Try again in a moment.',
    );
  });

  it('hides a post, overrides its relevance, features a suggestion in one click', async () => {
    const patches: unknown[] = [];
    let items = [item(), COFFEE];
    fakeApi({
      'GET /v1/me/social/providers': PROVIDERS,
      'GET /v1/me/social/connections': ok([connection()]),
      'GET /v1/me/social/items': () => ok(items),
      'GET /v1/me/social/suggestions': () => ok(items.filter((other) => !other.featured)),
      'PATCH /v1/me/social/items/11': (body) => {
        patches.push(body);
        items = items.map((other) => (other.id === 11 ? { ...other, ...(body as object) } : other));
        return ok(items[0]);
      },
      'PATCH /v1/me/social/items/12': (body) => {
        patches.push(body);
        const relevance = (body as { relevance_override: 'medium' }).relevance_override;
        items = items.map((other) =>
          other.id === 12 ? { ...other, relevance_override: relevance, relevance } : other,
        );
        return ok(items[1]);
      },
    });
    renderRoutes(routes, '/account/social-activities');
    const cards = await screen.findAllByTestId('social-item');
    expect(cards).toHaveLength(2);
    const [yoga, coffee] = cards as [HTMLElement, HTMLElement];
    expect(within(coffee).getByTestId('item-relevance').textContent).toBe('Low relevance');
    expect(within(coffee).getByText('Coffee with friends')).toBeTruthy();

    fireEvent.click(within(yoga).getByRole('switch', { name: 'Hide from my profile' }));
    expect(await within(yoga).findByText('Hidden')).toBeTruthy();

    fireEvent.change(within(coffee).getByRole('combobox', { name: 'Relevance' }), {
      target: { value: 'medium' },
    });
    await waitFor(() =>
      expect(within(coffee).getByTestId('item-relevance').textContent).toBe('Medium relevance'),
    );
    expect(within(coffee).getByText('Your choice')).toBeTruthy();

    const suggestions = await screen.findAllByTestId('suggestion');
    fireEvent.click(
      within(suggestions[0] as HTMLElement).getByRole('button', { name: /Feature the post/ }),
    );
    expect(await within(yoga).findByText('Featured')).toBeTruthy();
    expect(patches).toEqual([
      { hidden: true },
      { relevance_override: 'medium' },
      { featured: true },
    ]);
  });

  it('disconnects after asking whether to keep the posts', async () => {
    const seen = fakeApi({
      'GET /v1/me/social/providers': PROVIDERS,
      'GET /v1/me/social/connections': ok([connection({ status: 'needs_reconnect' })]),
      'GET /v1/me/social/items': ok([item()]),
      'GET /v1/me/social/suggestions': ok([]),
      'DELETE /v1/me/social/connections/3?items=keep': ok([]),
    });
    renderRoutes(routes, '/account/social-activities');
    const card = await screen.findByTestId('provider-instagram');
    expect(within(card).getByTestId('connection-status').textContent).toBe('Needs reconnecting');
    expect(within(card).getByRole('button', { name: 'Reconnect Instagram' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Disconnect Instagram' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Keep them on my profile' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Instagram is disconnected.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('is in Finnish for a Finnish user', async () => {
    localStorage.setItem('lang', 'fi');
    fakeApi({
      'GET /v1/me/social/providers': PROVIDERS,
      'GET /v1/me/social/connections': ok([connection()]),
      'GET /v1/me/social/items': ok([item({ commercial: true })]),
      'GET /v1/me/social/suggestions': ok([]),
    });
    renderRoutes(routes, '/account/social-activities');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Some-aktiivisuus' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect((await screen.findByTestId('item-relevance')).textContent).toBe('Korkea osuvuus');
    expect(screen.getByText('Kaupallinen yhteistyö')).toBeTruthy();
  });
});
