import type { Language } from '@fitmarket/core/language';

const locale = (language: Language) => (language === 'fi' ? 'fi-FI' : 'en-GB');

/** "26 November 2026" (fi "26. marraskuuta 2026"), in Finland's time, as receipts are issued. */
export function formatDay(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'long',
    timeZone: 'Europe/Helsinki',
  }).format(new Date(instant));
}

/** A week's Monday (YYYY-MM-DD) as "23 Nov" / "23.11.". */
export function formatWeek(week: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${week}T00:00:00Z`));
}

/** 0.125 → "12.5 %" (fi "12,5 %"). */
export function formatShare(share: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(share);
}
