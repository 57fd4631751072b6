import { errorText } from '@fitmarket/core/errors/error-text';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { failure, fakeApi } from '@fitmarket/ui/testing/fakeApi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/renderRoutes';
import { DataExportSection } from './DataExportSection';

const renderSection = () => renderRoutes([{ path: '/', element: <DataExportSection /> }], '/');

afterEach(() => vi.restoreAllMocks());

describe('DataExportSection', { timeout: 20_000 }, () => {
  it('downloads the signed-in person’s data file with their token', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'stored-token');
    const seen: { path: string; authorization: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        seen.push({
          path: String(input),
          authorization: new Headers(init?.headers).get('Authorization'),
        });
        return new Response('{"format":1}', {
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-disposition': 'attachment; filename="fitmarket-data-2026-11-26.json"',
          },
        });
      }),
    );
    // jsdom has no object URLs; the browser's are what the button hands over.
    URL.createObjectURL = vi.fn(() => 'blob:data');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderSection();
    expect(screen.getByRole('region', { name: 'Your data' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toEqual(['fitmarket-data-2026-11-26.json']));
    expect(seen).toEqual([{ path: '/v1/me/export', authorization: 'Bearer stored-token' }]);
  });

  it('says when the hour’s downloads are used up', async () => {
    fakeApi({ 'GET /v1/me/export': failure(429, 1151, errorText(1151, 'en')) });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(errorText(1151, 'en'))).toBeTruthy();
  });
});
