import { errorText } from '@fitmarket/core/errors/error-text';
import { failure, fakeApi, ok } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { DeadJobsRoute } from './DeadJobsRoute';

const pagination = (total: number) => ({
  filtered: total,
  total,
  per_page: 10,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 10)),
  from: total ? 1 : 0,
  to: Math.min(total, 10),
});

const DEAD = {
  id: 41,
  name: 'send-mail',
  status: 'dead',
  attempts: 15,
  max_attempts: 15,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
  run_at: '2026-03-02T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
};

const page = (jobs: unknown[]) => ({
  status: 200,
  body: { data: jobs, meta: { pagination: pagination(jobs.length) } },
});

function renderPage() {
  return renderRoutes(
    [{ path: '/dashboard/dead-jobs', Component: DeadJobsRoute }],
    '/dashboard/dead-jobs',
  );
}

describe('DeadJobsRoute', { timeout: 20_000 }, () => {
  it('lists a dead job and retries it with the keyboard after a confirmation', async () => {
    let retried = false;
    const seen = fakeApi({
      'GET /v1/admin/jobs?status=dead&page=1': () => page(retried ? [] : [DEAD]),
      'POST /v1/admin/jobs/41/retry': () => {
        retried = true;
        return ok({ ...DEAD, status: 'queued', attempts: 0 });
      },
    });
    renderPage();
    const job = await screen.findByTestId('dead-job');
    expect(within(job).getByRole('heading', { name: 'send-mail' })).toBeTruthy();
    expect(within(job).getByText('Attempts: 15 of 15')).toBeTruthy();
    expect(within(job).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(within(job).getByText(/^Last tried: /)).toBeTruthy();

    // A real button: reached with Tab and pressed with Enter or Space.
    const retry = within(job).getByRole('button', { name: 'Retry send-mail (job #41)' });
    expect(retry.tagName).toBe('BUTTON');
    fireEvent.click(retry);
    const dialog = await screen.findByRole('dialog', { name: 'Retry this job?' });
    // Focus starts on Cancel, so a habitual Enter does not retry.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, retry' }));

    expect((await screen.findByTestId('job-retried')).textContent).toBe(
      'send-mail (job #41) is queued and will run again shortly.',
    );
    expect(await screen.findByText('No failed jobs. Everything has gone out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the question open with the error when the retry is refused', async () => {
    fakeApi({
      'GET /v1/admin/jobs?status=dead&page=1': page([DEAD]),
      'POST /v1/admin/jobs/41/retry': failure(404, 1302),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry send-mail (job #41)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, retry' }));
    expect(await within(dialog).findByText(errorText(1302, 'en'))).toBeTruthy();
    expect(screen.queryByTestId('job-retried')).toBeNull();
  });
});
