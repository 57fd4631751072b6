import { errorText } from '@fitmarket/core/errors/error-text';
import { failure, fakeApi } from '@fitmarket/ui/testing/fakeApi';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { FeedbacksRoute } from './FeedbacksRoute';

const pagination = (total: number, page: number) => ({
  filtered: total,
  total,
  per_page: 10,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / 10)),
  from: total ? (page - 1) * 10 + 1 : 0,
  to: Math.min(total, page * 10),
});

const FEEDBACKS = {
  avg: { questions: ['Was it clear?', 'Would you recommend us?'], ratings: [4.5, 3] },
  data: [
    {
      id: 12,
      created: '2026-03-02T10:00:00.000Z',
      user_first_name: 'Tiina',
      user_last_name: 'Testaaja',
      user_image: null,
      questions: ['Was it clear?', 'Would you recommend us?'],
      answers: ['Mostly, the prices were hard to find.', 'Yes, to my running group.'],
      ratings: [4, 5],
    },
  ],
  meta: { pagination: pagination(11, 1) },
};

function renderPage(query = '') {
  return renderRoutes(
    [{ path: '/dashboard/feedbacks', Component: FeedbacksRoute }],
    `/dashboard/feedbacks${query}`,
  );
}

describe('FeedbacksRoute', { timeout: 20_000 }, () => {
  it('shows the averages out of 5 and each questionnaire with its answers and ratings', async () => {
    fakeApi({
      'GET /v1/admin/feedbacks/professionals?page=1': { status: 200, body: FEEDBACKS },
    });
    renderPage();
    const averages = await screen.findByTestId('feedback-averages');
    expect(within(averages).getByLabelText('4.5 out of 5')).toBeTruthy();
    expect(within(averages).getByLabelText('3.0 out of 5')).toBeTruthy();
    const item = screen.getByTestId('feedback-item');
    expect(within(item).getByRole('heading', { name: 'Feedback #12' })).toBeTruthy();
    expect(within(item).getByText('Tiina Testaaja')).toBeTruthy();
    expect(within(item).getByText('Mostly, the prices were hard to find.')).toBeTruthy();
    expect(within(item).getByText('Rating 5 out of 5')).toBeTruthy();
    expect(within(item).getByLabelText('Overall 4.5 out of 5')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of feedback' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download as CSV' })).toBeTruthy();
  });

  it('says when nobody has answered yet', async () => {
    fakeApi({
      'GET /v1/admin/feedbacks/professionals?page=2': {
        status: 200,
        body: {
          avg: { questions: ['Q'], ratings: [0] },
          data: [],
          meta: { pagination: pagination(0, 2) },
        },
      },
    });
    renderPage('?page=2');
    expect(await screen.findByText('Nobody has answered the questionnaire yet.')).toBeTruthy();
  });

  it('shows a refusal as a red alert', async () => {
    fakeApi({ 'GET /v1/admin/feedbacks/professionals?page=1': failure(403, 1317) });
    renderPage();
    expect(await screen.findByText(errorText(1317, 'en'))).toBeTruthy();
  });
});
