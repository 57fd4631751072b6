import { ApiError } from '@fitmarket/ui/lib/apiClient';
import { getAuthToken } from '@fitmarket/ui/lib/authToken';
import { currentLanguage } from '@fitmarket/ui/lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { type UsersState, usersQuery } from '../utils/usersQuery';

/** The file's name when the server does not name it. */
const FALLBACK_NAME = 'users.csv';

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return disposition.match(/filename="?([^";]+)"?/)?.[1] ?? FALLBACK_NAME;
}

/**
 * GET /v1/admin/users/export.csv with the page's filters (not its page): the server streams
 * every matching user. A link cannot carry the bearer token, so the file is fetched and then
 * handed to the browser as a download.
 */
async function exportUsers(state: UsersState): Promise<void> {
  const query = usersQuery({ ...state, page: 1 });
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A failure without the API's errors (no server, a proxy's page) shows as 1304 (`errorsOf`).
  const response = await fetch(`/v1/admin/users/export.csv?${query}`, { headers });
  if (!response.ok) {
    const { ZApiErrorResponseSchema } = await import('@fitmarket/core/api/envelope');
    const body = ZApiErrorResponseSchema.safeParse(await response.json().catch(() => null));
    if (body.success) throw new ApiError(response.status, body.data.errors);
    throw new Error(`The export answered ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  link.click();
  // The click has started the download; the browser keeps the file until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
