import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { type FakeAnswer, failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeMe, renderRoutes } from '../../../test/renderRoutes';
import { FeedbackRoute } from './FeedbackRoute';

const QUESTIONS = [
  { key: 'first_impression', question: 'How clear was it what Fitmarket offers?' },
  { key: 'recommend', question: 'How likely are you to recommend Fitmarket?' },
];

async function renderPage(
  role: 'customer' | 'professional',
  sendAnswer?: (body: unknown) => FakeAnswer,
) {
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
  const seen = fakeApi({
    'GET /v1/me': ok(fakeMe(role)),
    'GET /v1/feedback/questions': ok(QUESTIONS),
    ...(sendAnswer && { 'POST /v1/feedback': sendAnswer }),
  });
  renderRoutes([{ path: '/feedback', Component: FeedbackRoute }], '/feedback');
  await screen.findByText(QUESTIONS[1]?.question ?? '');
  return seen;
}

const question = (key: string) => within(screen.getByTestId(`question-${key}`));

function answer(key: string, text: string, rating?: number) {
  fireEvent.change(question(key).getByLabelText(/Your answer/), { target: { value: text } });
  if (rating) {
    fireEvent.click(question(key).getByRole('radio', { name: `${rating} out of 5` }));
  }
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

// The first render loads the page's text section and Mantine's Rating: slow on a busy machine.
describe('FeedbackRoute', { timeout: 20_000 }, () => {
  it('asks for a rating and an answer to every question before sending anything', async () => {
    const seen = await renderPage('customer', () => ok({}));
    answer('first_impression', 'Clear enough.');
    answer('recommend', '', 4);
    send();
    expect(question('first_impression').getByText('Please choose a rating.')).toBeTruthy();
    expect(question('recommend').getByText('This field is required.')).toBeTruthy();
    expect(question('recommend').queryByText('Please choose a rating.')).toBeNull();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
    // The rating group says it is invalid, for screen readers too.
    expect(question('first_impression').getByRole('radiogroup').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('sends every answer with its rating and tells a professional they are premium now', async () => {
    const sent: unknown[] = [];
    await renderPage('professional', (body) => {
      sent.push(body);
      return {
        status: 201,
        body: { data: { created: '2026-11-23T10:00:00.000Z', lifetime_premium: true } },
      };
    });
    // Shown once the signed-in user is in.
    expect(await screen.findByText(/Premium member for life when you send/)).toBeTruthy();
    answer('first_impression', '  Clear enough. ', 4);
    answer('recommend', 'Already did.', 5);
    send();
    expect(await screen.findByTestId('feedback-done')).toBeTruthy();
    expect(screen.getByText(/You are now a Premium member for life/)).toBeTruthy();
    expect(sent).toEqual([
      {
        answers: {
          first_impression: { answer: 'Clear enough.', rating: 4 },
          recommend: { answer: 'Already did.', rating: 5 },
        },
      },
    ]);
  });

  it('thanks a customer without promising a membership', async () => {
    await renderPage('customer', () => ({
      status: 201,
      body: { data: { created: '2026-11-23T10:00:00.000Z', lifetime_premium: false } },
    }));
    expect(screen.queryByText(/Premium member for life when you send/)).toBeNull();
    answer('first_impression', 'Fine.', 3);
    answer('recommend', 'Maybe.', 3);
    send();
    expect(await screen.findByText('Our team reads every answer.')).toBeTruthy();
    expect(screen.queryByText(/You are now a Premium member/)).toBeNull();
  });

  it('shows what the server refused, by code, at the field it names or below', async () => {
    let answerWith: FakeAnswer = {
      status: 422,
      body: {
        errors: [{ code: 1253, message: 'bad', field: 'answers.recommend.rating' }],
      },
    };
    await renderPage('customer', () => answerWith);
    answer('first_impression', 'Fine.', 3);
    answer('recommend', 'Maybe.', 3);
    send();
    expect(
      await question('recommend').findByText('The rating must be a whole number from 1 to 5.'),
    ).toBeTruthy();

    answerWith = failure(409, 1329);
    send();
    const alert = await screen.findByText(
      'You have already answered this questionnaire. Thank you!',
    );
    expect(alert.closest('[data-error-code]')?.getAttribute('data-error-code')).toBe('1329');
  });
});
