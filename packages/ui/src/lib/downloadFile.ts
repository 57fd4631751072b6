import { ApiError } from './apiClient';
import { getAuthToken } from './authToken';
import { currentLanguage } from './i18n';

/**
 * Downloads a file the API makes (a CSV export, a booking's calendar file: a GET that needs the
 * bearer token, so not a plain link): fetched with the token and the page's language, then
 * handed to the browser as a file under the name the server gave it. A refusal throws an
 * ApiError like any other call.
 */
export async function downloadFile(
  path: string,
  { accept, fallbackName }: { accept: string; fallbackName: string },
): Promise<void> {
  const headers = new Headers({ Accept: accept, 'Accept-Language': currentLanguage() });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Anything but the API's own refusal (no network, a proxy's page) shows as unreachable (errorsOf).
  const response = await fetch(path, { headers });
  if (!response.ok) {
    const { ZApiErrorResponseSchema } = await import('@fitmarket/core/api/envelope');
    const parsed = ZApiErrorResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new Error(`${path} answered ${response.status}`);
    throw new ApiError(response.status, parsed.data.errors);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser has the file; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
