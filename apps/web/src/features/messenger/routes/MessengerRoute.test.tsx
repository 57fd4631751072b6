import type { TConversation, TMessage, TMessageBookingEvent } from '@fitmarket/core/api/messaging';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { sessionTime } from '../components/BookingEventItem';
import { MessengerRoute } from './MessengerRoute';

const routes: RouteObject[] = [
  { path: '/messages', Component: MessengerRoute },
  { path: '/messages/:id', Component: MessengerRoute },
];

const paged = (data: unknown[]) => ({
  status: 200,
  body: {
    data,
    meta: {
      pagination: {
        filtered: data.length,
        total: data.length,
        per_page: 50,
        current_page: 1,
        last_page: 1,
        from: data.length ? 1 : 0,
        to: data.length,
      },
    },
  },
});

const message = (id: number, senderId: number, body: string): TMessage => ({
  id,
  conversation_id: 7,
  kind: 'text',
  sender_id: senderId,
  body,
  created_at: '2026-11-24T10:00:00.000Z',
  read_at: null,
  removed: false,
  removed_reason: null,
  booking_event: null,
});

const bookingEvent = (
  id: number,
  event: TMessageBookingEvent['event'],
  actorParty: TMessageBookingEvent['actor_party'],
  body = '',
  suggestedStartsAt: string | null = null,
): TMessage => ({
  ...message(id, 0, body),
  kind: 'booking',
  sender_id: null,
  booking_event: {
    booking_id: 41,
    event,
    actor_party: actorParty,
    starts_at: '2026-12-02T08:00:00.000Z',
    time_zone: 'Europe/Helsinki',
    overlapped: false,
    suggested_starts_at: suggestedStartsAt,
  },
});

const conversation = (overrides: Partial<TConversation> = {}): TConversation => ({
  id: 7,
  my_role: 'customer',
  other: { id: 2, first_name: 'Aino', last_name: 'Virtanen', image: null, slug: 'aino' },
  booking_id: null,
  last_message: message(1, 2, 'Hei! <b>Welcome</b>'),
  unread_count: 1,
  blocked: false,
  blocked_by_me: false,
  created_at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

describe('MessengerRoute', () => {
  it('says what to do when there are no conversations', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    fakeApi({ 'GET /v1/conversations?per_page=50': paged([]) });
    renderRoutes(routes, '/messages');
    expect(await screen.findByTestId('messenger-empty')).toBeTruthy();
  });

  it('shows a thread as text, marks it read and sends a message', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let thread = [message(1, 2, 'Hei! <b>Welcome</b>')];
    const seen = fakeApi({
      'GET /v1/conversations?per_page=50': paged([conversation()]),
      'GET /v1/conversations/7': ok(conversation()),
      'GET /v1/conversations/7/messages': () => ({
        status: 200,
        body: { data: thread, meta: { next_before: null } },
      }),
      'POST /v1/conversations/7/read': ok({
        conversation_id: 7,
        marked: 1,
        read_at: '2026-11-24T10:01:00.000Z',
      }),
      'POST /v1/conversations/7/messages': (body) => {
        const sent = message(2, 1, (body as { body: string }).body);
        thread = [sent, ...thread];
        return { status: 201, body: { data: sent } };
      },
    });
    renderRoutes(routes, '/messages/7');
    const list = await screen.findByTestId('thread');
    // Markup in a message is text, never HTML.
    expect(within(list).getByText('Hei! <b>Welcome</b>')).toBeTruthy();
    await waitFor(() =>
      expect(seen.some((request) => request.path === '/v1/conversations/7/read')).toBe(true),
    );

    // Core's rule: an empty message is pointed out and not sent.
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: ' ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
    expect(
      seen.some(
        (request) => request.path === '/v1/conversations/7/messages' && request.method === 'POST',
      ),
    ).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'See you on Friday' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(list).findByText('See you on Friday')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('reports a message with a reason checked by core’s rule before sending', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    let reported: unknown;
    fakeApi({
      'GET /v1/conversations?per_page=50': paged([conversation({ unread_count: 0 })]),
      'GET /v1/conversations/7': ok(conversation({ unread_count: 0 })),
      'GET /v1/conversations/7/messages': {
        status: 200,
        body: { data: [message(1, 2, 'Rude words')], meta: { next_before: null } },
      },
      'POST /v1/messages/1/report': (body) => {
        reported = body;
        return ok({ ok: true });
      },
    });
    renderRoutes(routes, '/messages/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Report this message' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: 'Send report' }));
    expect(await within(modal).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Why are you reporting it?'), {
      target: { value: 'ab' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Send report' }));
    expect(await within(modal).findByText('Please check this value.')).toBeTruthy();
    expect(reported).toBeUndefined();
    fireEvent.change(within(modal).getByLabelText('Why are you reporting it?'), {
      target: { value: 'Insults' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Send report' }));
    expect(
      await within(modal).findByText('Thank you. Our team will look at the message.'),
    ).toBeTruthy();
    expect(reported).toEqual({ reason: 'Insults' });
  });

  it('shows why nobody can write in a blocked conversation', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    fakeApi({
      'GET /v1/conversations?per_page=50': paged([conversation({ unread_count: 0 })]),
      'GET /v1/conversations/7': ok(conversation({ blocked: true, unread_count: 0 })),
      'GET /v1/conversations/7/messages': {
        status: 200,
        body: { data: [], meta: { next_before: null } },
      },
    });
    renderRoutes(routes, '/messages/7');
    expect(await screen.findByText(/This conversation is blocked/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('shows booking events inline: what happened, the time with its zone, the words and a link', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const events = [
      bookingEvent(3, 'canceled', 'professional', 'Ill, <i>sorry</i>'),
      bookingEvent(2, 'confirmed', 'professional'),
      bookingEvent(1, 'requested', 'customer'),
    ];
    fakeApi({
      'GET /v1/conversations?per_page=50': paged([
        conversation({ unread_count: 0, last_message: events[0] }),
      ]),
      'GET /v1/conversations/7': ok(conversation({ unread_count: 0 })),
      'GET /v1/conversations/7/messages': {
        status: 200,
        body: { data: events, meta: { next_before: null } },
      },
    });
    renderRoutes(routes, '/messages/7');
    const list = await screen.findByTestId('thread');
    const items = within(list).getAllByTestId('booking-event');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'You asked to book a session',
      'Aino Virtanen confirmed the booking',
      'Aino Virtanen cancelled the booking',
    ]);
    expect(items[0]?.textContent).toContain('Session: Wednesday, 2 December 2026 at 10:00 EET');
    // The reason is plain text.
    expect(within(list).getByText('“Ill, <i>sorry</i>”')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: 'Open the booking' })
        .getAttribute('href'),
    ).toBe('/account/bookings-history#booking-41');
  });

  it('shows a suggestion’s new time, beside the time asked for', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    const suggested = bookingEvent(2, 'suggested', 'professional', '', '2026-12-03T13:00:00.000Z');
    fakeApi({
      'GET /v1/conversations?per_page=50': paged([
        conversation({ unread_count: 0, last_message: suggested }),
      ]),
      'GET /v1/conversations/7': ok(conversation({ unread_count: 0 })),
      'GET /v1/conversations/7/messages': {
        status: 200,
        body: { data: [suggested], meta: { next_before: null } },
      },
    });
    renderRoutes(routes, '/messages/7');
    const [item] = within(await screen.findByTestId('thread')).getAllByTestId('booking-event');
    expect(item?.textContent).toContain('Aino Virtanen suggested another time');
    expect(item?.textContent).toContain('New time: Thursday, 3 December 2026 at 15:00 EET');
    expect(item?.textContent).toContain('Asked for: Wednesday, 2 December 2026 at 10:00 EET');
  });

  it('previews the last booking change in words in the conversation list', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token');
    fakeApi({
      'GET /v1/conversations?per_page=50': paged([
        conversation({ last_message: bookingEvent(3, 'declined', 'professional') }),
      ]),
    });
    renderRoutes(routes, '/messages');
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(nav).getByText('Aino Virtanen declined the booking request')).toBeTruthy();
  });

  it('writes a Finnish time in Finnish without a zone (as Finns do), any other with it', () => {
    expect(sessionTime('2026-12-02T08:00:00.000Z', 'Europe/Helsinki', 'fi')).toBe(
      'keskiviikkona 2. joulukuuta 2026 klo 10.00',
    );
    expect(sessionTime('2026-12-02T08:00:00.000Z', 'Europe/Stockholm', 'fi')).toMatch(
      /klo 09\.00 UTC\+1$/,
    );
  });
});
