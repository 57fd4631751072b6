/**
 * Busy times from the professional's own calendar (issue 18, docs/bookings.md "Busy times from
 * your calendar"): they paste their calendar's secret iCalendar address; the server imports it
 * every few minutes and its events block open slots like confirmed sessions.
 */

/** The longest address accepted (Google's secret addresses are about 150 characters). */
export const BUSY_CALENDAR_URL_MAX_LENGTH = 2000;
/** How often each calendar is imported again. */
export const BUSY_CALENDAR_IMPORT_EVERY_MINUTES = 5;

/**
 * Whether `value` is an address the server may fetch: an absolute http(s) URL. Calendar apps
 * show `webcal://` addresses too; they mean https and are accepted as such (`busyCalendarUrl`).
 */
export function busyCalendarUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > BUSY_CALENDAR_URL_MAX_LENGTH) return null;
  const candidate = /^webcals?:\/\//i.test(trimmed)
    ? trimmed.replace(/^webcals?:\/\//i, 'https://')
    : trimmed;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.toString();
}

/**
 * What the owner is shown of a saved address: its host only. The rest is the secret; it is
 * never shown again (not even to its owner), so a screen shared or photographed leaks nothing.
 */
export function busyCalendarHint(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
