import { pagination } from '@fitmarket/core/api/envelope';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { intendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeProfile } from '../../../test/fakeProfile';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { ProfessionalsSingleRoute } from './ProfessionalsSingleRoute';

const routes: RouteObject[] = [
  { path: '/professionals/:slug', element: <ProfessionalsSingleRoute lang="en" /> },
  { path: '/fi/ammattilaiset/:slug', element: <ProfessionalsSingleRoute lang="fi" /> },
  { path: '/signin', element: <h1>Sign-in page</h1> },
];

const MAP = {
  'GET /v1/map-settings': ok({ tile_url: 'https://t.example/{z}/{x}/{y}.png', attribution: 'T' }),
};

describe('ProfessionalsSingleRoute', () => {
  it('shows the main info, with prices and durations formatted', async () => {
    fakeApi({
      'GET /v1/professionals/aino': ok(fakeProfile()),
      'GET /v1/professionals/aino/social': ok([]),
      ...MAP,
    });
    const { router } = renderRoutes(routes, '/professionals/aino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aino Virtanen' })).toBeTruthy();
    expect(screen.getByText('Premium member')).toBeTruthy();
    expect(screen.getByTestId('service-price').textContent).toBe('€45');
    expect(screen.getByText(/1 h 30 min/)).toBeTruthy();
    expect(screen.getByText('First session 20 % off')).toBeTruthy();
    expect(screen.getByText('RYT 200')).toBeTruthy();
    expect(screen.getByText('Also comes to you')).toBeTruthy();
    expect(screen.getByText('Finnish, English')).toBeTruthy();
    expect(await screen.findByRole('region', { name: /Map of the places/ })).toBeTruthy();
    // The video loads only on request.
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Play the video/ }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Social' }));
    expect((await screen.findByTestId('social-tab-empty')).textContent).toBe(
      'Aino Virtanen has no posts to show here yet.',
    );
    // The tab is the address's: switched in place, the address replaced (Back leaves the page).
    expect(router.state.location.search).toBe('?tab=social');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('makes each tab a link to its address, the selected one from the address', async () => {
    fakeApi({
      'GET /v1/professionals/aino': ok(fakeProfile()),
      'GET /v1/professionals/aino/social': ok([]),
      ...MAP,
    });
    const { router } = renderRoutes(routes, '/professionals/aino?tab=social&utm_source=mail');
    const social = await screen.findByRole('tab', { name: 'Social' });
    const main = screen.getByRole('tab', { name: 'Profile' });
    expect(social.getAttribute('aria-selected')).toBe('true');
    expect(main.getAttribute('aria-selected')).toBe('false');
    expect(await screen.findByTestId('social-tab-empty')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'About' })).toBeNull();
    // Links (they work before the app runs, and without it), keeping other parameters.
    expect(social.tagName).toBe('A');
    expect(social.getAttribute('href')).toBe('/professionals/aino?tab=social&utm_source=mail');
    expect(main.getAttribute('href')).toBe('/professionals/aino?utm_source=mail');
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeTruthy();
    expect(social.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    // The keyboard: the arrows move between the tabs and choose one (Mantine's roving focus).
    expect(social.getAttribute('tabindex')).toBe('0');
    expect(main.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(social, { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=mail'));
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
    // Space chooses the focused tab, as on a button.
    fireEvent.keyDown(social, { key: ' ' });
    await waitFor(() => expect(social.getAttribute('aria-selected')).toBe('true'));
    expect(router.state.location.search).toBe('?utm_source=mail&tab=social');
    // An unknown tab is the main one.
    await act(() => router.navigate('/professionals/aino?tab=nothing'));
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });

  it("shows the Social tab's posts in the API's order, labelling commercial content", async () => {
    const post = {
      provider: 'instagram',
      media: [{ url: '/uploads/social/a.webp', width: 800, height: 800, video: false }],
      relevance: 'high',
      commercial: false,
      featured: false,
    };
    fakeApi({
      'GET /v1/professionals/aino': ok(fakeProfile()),
      'GET /v1/professionals/aino/social': ok([
        {
          ...post,
          id: 2,
          caption: 'Old favourite',
          permalink: 'https://www.instagram.com/p/two/',
          posted_at: '2030-01-01T10:00:00.000Z',
          featured: true,
        },
        {
          ...post,
          id: 1,
          caption: 'New yoga mats #ad',
          permalink: 'https://www.instagram.com/p/one/',
          posted_at: '2030-05-01T10:00:00.000Z',
          commercial: true,
          media: [
            { url: '/uploads/social/b.webp', width: 800, height: 800, video: true },
            { url: '/uploads/social/c.webp', width: 800, height: 800, video: false },
          ],
        },
      ]),
      ...MAP,
    });
    // The Social tab's address (a link from outside, or the tab followed before the app ran).
    renderRoutes(routes, '/professionals/aino?tab=social');
    const posts = await screen.findAllByTestId('social-post');
    expect(
      posts.map((post) => within(post).getByTestId('social-post-caption').textContent),
    ).toEqual(['Old favourite', 'New yoga mats #ad']);
    const [featured, commercial] = posts as [HTMLElement, HTMLElement];
    expect(within(featured).getByText('Featured')).toBeTruthy();
    expect(within(featured).queryByTestId('commercial-label')).toBeNull();
    expect(within(commercial).getByTestId('commercial-label').textContent).toBe(
      'Commercial content',
    );
    expect(within(commercial).getByText('Video')).toBeTruthy();
    expect(within(commercial).getByText('2 images')).toBeTruthy();
    const link = within(commercial).getByRole('link', { name: /View the post of .* on Instagram/ });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/p/one/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(commercial.querySelector('img')?.getAttribute('src')).toBe('/uploads/social/b.webp');
  });

  it('sends a guest who wants to follow to sign in, to come back here', async () => {
    fakeApi({ 'GET /v1/professionals/aino': ok(fakeProfile()), ...MAP });
    renderRoutes(routes, '/professionals/aino');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to follow' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(intendedRoute()).toBe('/professionals/aino');
  });

  it('follows and unfollows for a signed-in user', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const seen = fakeApi({
      'GET /v1/me': ok(fakeMe('customer')),
      'GET /v1/professionals/aino': ok(fakeProfile({ following: false })),
      'PUT /v1/professionals/aino/follow': ok({
        professional_id: 42,
        following: true,
        follower_count: 3,
      }),
      ...MAP,
    });
    renderRoutes(routes, '/professionals/aino');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(screen.getByTestId('follower-count').textContent).toBe('3 followers');
    expect(seen.some((request) => request.method === 'PUT')).toBe(true);
  });

  it('is a 404 page for an unknown or hidden profile', async () => {
    fakeApi({ 'GET /v1/professionals/ghost': failure(404, 1302) });
    renderRoutes(routes, '/professionals/ghost');
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
  });

  it('shows the Finnish address in Finnish', async () => {
    fakeApi({ 'GET /v1/professionals/aino': ok(fakeProfile()), ...MAP });
    renderRoutes(routes, '/fi/ammattilaiset/aino');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Profiili' })).toBeTruthy(), {
      timeout: 5000,
    });
    expect(screen.getByRole('tab', { name: 'Yhteisö' }).getAttribute('href')).toBe(
      '/fi/ammattilaiset/aino?tab=social',
    );
  });

  it('keeps a Finnish session Finnish when a link inside the site has the English address', async () => {
    localStorage.setItem('lang', 'fi');
    fakeApi({ 'GET /v1/professionals/aino': ok(fakeProfile()), ...MAP });
    const { router } = renderRoutes([...routes, { path: '/', element: <h1>Etusivu</h1> }], '/');
    await act(() => router.navigate('/professionals/aino'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fi/ammattilaiset/aino'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Profiili' })).toBeTruthy(), {
      timeout: 5000,
    });
    expect(localStorage.getItem('lang')).toBe('fi');
  });

  it('lists the reviews with replies; the professional replies to one from their page', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const review = {
      rating: 4,
      author: { first_name: 'Ville', last_initial: 'A', image: null },
      verified: true,
      created_at: '2030-06-01T10:00:00.000Z',
    };
    let replied: unknown;
    fakeApi({
      'GET /v1/me': ok(fakeMe('professional', { id: 42 })),
      'GET /v1/professionals/aino': ok(fakeProfile()),
      'GET /v1/professionals/aino/reviews?page=1': {
        status: 200,
        body: {
          data: [
            {
              ...review,
              id: 1,
              message: 'Great class!',
              reply: 'Thanks!',
              replied_at: review.created_at,
            },
            { ...review, id: 2, message: 'Calm and clear.', reply: null, replied_at: null },
          ],
          meta: { pagination: pagination(2, 1, 20, 2) },
        },
      },
      'POST /v1/me/reviews/2/reply': (body) => {
        replied = body;
        return ok(null);
      },
      ...MAP,
    });
    renderRoutes(routes, '/professionals/aino');
    const reviews = await screen.findAllByTestId('review');
    expect(reviews).toHaveLength(2);
    expect(within(reviews[0] as HTMLElement).getByText('Reply from Aino Virtanen')).toBeTruthy();
    expect(
      within(reviews[0] as HTMLElement).getByRole('img', { name: 'Rated 4 out of 5' }),
    ).toBeTruthy();
    // Nobody reports a review of themselves; the reply button is only under the unanswered one.
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    fireEvent.click(within(reviews[1] as HTMLElement).getByRole('button', { name: 'Reply' }));
    // Core's request schema: an empty reply is not sent.
    fireEvent.change(screen.getByLabelText(/Your public reply/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(replied).toBeUndefined();
    fireEvent.change(screen.getByLabelText(/Your public reply/), {
      target: { value: 'Thank you!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(replied).toEqual({ reply: 'Thank you!' }));
  });

  it('reports a review with a reason, checked before it is sent', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let reported: unknown;
    fakeApi({
      'GET /v1/me': ok(fakeMe('customer', { id: 7 })),
      'GET /v1/professionals/aino': ok(fakeProfile()),
      'GET /v1/professionals/aino/reviews?page=1': {
        status: 200,
        body: {
          data: [
            {
              id: 3,
              rating: 1,
              author: { first_name: 'Ville', last_initial: 'A', image: null },
              verified: true,
              created_at: '2030-06-01T10:00:00.000Z',
              message: 'Rude words.',
              reply: null,
              replied_at: null,
            },
          ],
          meta: { pagination: pagination(1, 1, 20, 1) },
        },
      },
      'POST /v1/reviews/3/report': (body) => {
        reported = body;
        return ok(null);
      },
      ...MAP,
    });
    renderRoutes(routes, '/professionals/aino');
    fireEvent.click(await screen.findByRole('button', { name: 'Report the review by Ville A.' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: 'Report review' }));
    expect(await within(modal).findByText('This field is required.')).toBeTruthy();
    expect(reported).toBeUndefined();
    fireEvent.change(within(modal).getByLabelText(/Reason/), { target: { value: ' Insults ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Report review' }));
    expect(await screen.findByText('Thank you. Staff will look at the review.')).toBeTruthy();
    expect(reported).toEqual({ reason: 'Insults' });
  });
});
