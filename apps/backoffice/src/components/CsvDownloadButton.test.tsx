import { errorText } from '@fitmarket/core/errors/error-text';
import { failure, fakeApi } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/renderRoutes';
import { CsvDownloadButton } from './CsvDownloadButton';

function renderButton() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <CsvDownloadButton
            path="/v1/admin/feedbacks/professionals/export.csv"
            fileName="feedbacks.csv"
            label="Download as CSV"
            loadingLabel="Preparing the file…"
          />
        ),
      },
    ],
    '/',
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CsvDownloadButton', { timeout: 20_000 }, () => {
  it('hands the file to the browser under the name the server gave', async () => {
    const fetchCsv = vi.fn<typeof fetch>(
      async () =>
        new Response('\uFEFFid\r\n1\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="feedbacks-today.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchCsv);
    // jsdom has no object URLs; the browser's are what the button hands over.
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    await waitFor(() => expect(clicked).toEqual(['feedbacks-today.csv']));
    expect(fetchCsv).toHaveBeenCalledWith(
      '/v1/admin/feedbacks/professionals/export.csv',
      expect.anything(),
    );
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv'));
  });

  it('shows a refusal as a red alert', async () => {
    fakeApi({ 'GET /v1/admin/feedbacks/professionals/export.csv': failure(403, 1317) });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
    expect(await screen.findByText(errorText(1317, 'en'))).toBeTruthy();
  });
});
