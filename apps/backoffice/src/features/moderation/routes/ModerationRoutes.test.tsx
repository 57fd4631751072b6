import type { TReportedMessage } from '@fitmarket/core/api/messaging';
import type { TReportedReview } from '@fitmarket/core/api/reviews';
import { errorText } from '@fitmarket/core/errors/error-text';
import { type FakeAnswer, failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { ReportedMessagesRoute } from './ReportedMessagesRoute';
import { ReportedReviewsRoute } from './ReportedReviewsRoute';

const REPORTER = { id: 7, name: 'Kalle Korhonen', email: 'kalle@example.fi' };
const REPORT = { reason: 'Spam link', reported_at: '2026-03-01T10:00:00.000Z', reporter: REPORTER };
const SECOND_REPORT = {
  reason: 'Looks fake',
  reported_at: '2026-03-02T10:00:00.000Z',
  reporter: { id: 8, name: 'Liisa Virtanen', email: 'liisa@example.fi' },
};

const MESSAGE: TReportedMessage = {
  message: {
    id: 31,
    conversation_id: 4,
    kind: 'text',
    booking_event: null,
    sender_id: 12,
    body: '<img src=x onerror=alert(1)> Buy pills\nat example.com',
    created_at: '2026-02-28T09:00:00.000Z',
    read_at: null,
    removed: false,
    removed_reason: null,
  },
  author: {
    id: 12,
    first_name: 'Mikko',
    last_name: 'Laine',
    image: null,
    slug: 'mikko-laine',
    email: 'mikko@example.fi',
  },
  report_count: 1,
  reports: [REPORT],
  first_reported_at: REPORT.reported_at,
};

const REVIEW: TReportedReview = {
  id: 55,
  rating: 1,
  message: 'This coach is <b>awful</b>.',
  created_at: '2026-02-27T09:00:00.000Z',
  author: { id: 13, name: 'Jenni Nieminen', email: 'jenni@example.fi', image: null },
  professional: { id: 14, name: 'Aino Coach', slug: 'aino-coach' },
  report_count: 2,
  reports: [REPORT, SECOND_REPORT],
  first_reported_at: REPORT.reported_at,
};

function paged(items: unknown[], page = 1, total = items.length): FakeAnswer {
  return {
    status: 200,
    body: {
      data: items,
      meta: {
        pagination: {
          filtered: total,
          total,
          per_page: 10,
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / 10)),
          from: items.length ? (page - 1) * 10 + 1 : 0,
          to: items.length ? (page - 1) * 10 + items.length : 0,
        },
      },
    },
  };
}

const renderPage = (path: string, element: ReactNode) =>
  renderRoutes([{ path: path.split('?')[0], element }], path);

const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;

describe('Reported messages', { timeout: 20_000 }, () => {
  it('shows the text as plain text, the report and the author; removes with a reason', async () => {
    let queue = paged([MESSAGE]);
    let sent: unknown;
    fakeApi({
      'GET /v1/admin/message-reports?page=1': () => queue,
      'POST /v1/admin/message-reports/31/remove': (body) => {
        sent = body;
        queue = paged([]);
        return ok({ ok: true });
      },
    });
    renderPage('/dashboard/reported-messages', <ReportedMessagesRoute />);
    const card = await cardOf('Message from Mikko Laine');
    const text = within(card).getByTestId('reported-text');
    expect(text.textContent).toBe(MESSAGE.message.body);
    expect(text.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('report').textContent).toContain('Reason: Spam link');
    expect(within(card).getByText(/Reported by Kalle Korhonen \(kalle@example.fi\)/)).toBeTruthy();
    expect(within(card).getAllByText(/UTC|GMT/, { selector: 'time' })).toHaveLength(2);
    expect(
      within(card).getByRole('link', { name: 'History of Mikko Laine' }).getAttribute('href'),
    ).toBe('/dashboard/users/12/history');

    fireEvent.click(
      within(card).getByRole('button', { name: 'Remove the message from Mikko Laine' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove the message from Mikko Laine',
    });
    const submit = within(dialog).getByRole('button', { name: 'Remove message' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: ' Advertising ' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toEqual({ reason: 'Advertising' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('decision-done').textContent).toBe(
      'The message from Mikko Laine was removed.',
    );
    expect((await screen.findByTestId('reported-empty')).textContent).toBe(
      'No reported messages are waiting for a decision.',
    );
  });

  it('keeps a message after a confirmation and shows a refusal in the dialog', async () => {
    fakeApi({
      'GET /v1/admin/message-reports?page=2': paged([MESSAGE], 2, 11),
      'POST /v1/admin/message-reports/31/dismiss': failure(404, 1302),
    });
    renderPage('/dashboard/reported-messages?page=2', <ReportedMessagesRoute />);
    const card = await cardOf('Message from Mikko Laine');
    expect(screen.getByRole('navigation', { name: 'Pages of reported messages' })).toBeTruthy();
    fireEvent.click(
      within(card).getByRole('button', { name: 'Keep the message from Mikko Laine' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Keep the message from Mikko Laine' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep message' }));
    expect(await within(dialog).findByText(errorText(1302, 'en'))).toBeTruthy();
  });
});

describe('Reported reviews', { timeout: 20_000 }, () => {
  it('shows the review with its professional, rating and every report; hides it', async () => {
    let sent: unknown;
    fakeApi({
      'GET /v1/admin/review-reports?page=1': paged([REVIEW]),
      'POST /v1/admin/review-reports/55/hide': (body) => {
        sent = body;
        return ok({ ok: true });
      },
    });
    renderPage('/dashboard/reported-reviews', <ReportedReviewsRoute />);
    const card = await cardOf('Review by Jenni Nieminen');
    expect(within(card).getByTestId('reported-text').textContent).toBe(REVIEW.message);
    expect(within(card).getByTestId('review-rating').textContent).toBe('Rating: 1 / 5');
    // Both reporters' reasons, not only the latest.
    expect(within(card).getByTestId('report-count').textContent).toBe('2 reports');
    const reports = within(card).getAllByTestId('report');
    expect(reports.map((report) => report.textContent)).toEqual([
      expect.stringContaining('Reason: Spam link'),
      expect.stringContaining('Reason: Looks fake'),
    ]);
    expect(within(card).getByText(/Reported by Liisa Virtanen \(liisa@example.fi\)/)).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Public profile of Aino Coach' }).getAttribute('href'),
    ).toMatch(/^\/v1\/professionals\/aino-coach\/page/);

    fireEvent.click(
      within(card).getByRole('button', { name: 'Hide the review by Jenni Nieminen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by Jenni Nieminen' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Insults' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(sent).toEqual({ reason: 'Insults' }));
    expect(await screen.findByTestId('decision-done')).toBeTruthy();
  });

  it('names a deleted author, without a history link', async () => {
    fakeApi({ 'GET /v1/admin/review-reports?page=1': paged([{ ...REVIEW, author: null }]) });
    renderPage('/dashboard/reported-reviews', <ReportedReviewsRoute />);
    const card = await cardOf('Review by Deleted account');
    expect(within(card).queryByRole('link', { name: /History/ })).toBeNull();
  });
});
