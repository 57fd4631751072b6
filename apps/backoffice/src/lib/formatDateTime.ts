import type { Language } from '@fitmarket/core/language';

/**
 * The viewer's own way of writing dates: their browser's locale when it is in the language
 * shown (en-GB, fi-FI), otherwise the language itself.
 */
function viewerLocale(language: Language): string {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return preferred.find((locale) => locale.split('-')[0] === language) ?? language;
}

/** `timeZone`: show the time in that zone (a booking's, as its parties saw it), else the viewer's. */
export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(viewerLocale(language), {
    // dateStyle and timeStyle would refuse timeZoneName: the same medium date and short time.
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // Times are always shown with their zone (docs/bookings.md).
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}
