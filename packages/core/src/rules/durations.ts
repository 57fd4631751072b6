import type { Language } from '../language';

const HOUR = 60;

function range(from: number, to: number, step: number): number[] {
  return Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
}

/** Session lengths a professional can offer (SPEC §9): every 15 min up to 3 h, then 4 h to 8 h. */
export const SESSION_DURATION_OPTIONS_MINUTES: readonly number[] = [
  ...range(15, 3 * HOUR, 15),
  ...range(4 * HOUR, 8 * HOUR, HOUR),
];

/** Finnish abbreviates hours as "t" (tunti). */
const HOUR_UNIT: Readonly<Record<Language, string>> = { en: 'h', fi: 't' };

/** "45 min", "2 h", "1 h 30 min" (fi: "1 t 30 min"). */
export function formatDuration(minutes: number, lang: Language): string {
  const hours = Math.floor(minutes / HOUR);
  const rest = minutes % HOUR;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${HOUR_UNIT[lang]}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} min`);
  return parts.join(' ');
}
