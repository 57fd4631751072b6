import type { ErrorCode } from '../errors/catalogue';
import { DESCRIPTION_TRUNCATE_LENGTH } from '../limits';

const ELLIPSIS = '…';

/** "niskakivut.…" reads as a typo: punctuation and spaces at the cut give way to the mark. */
function markCut(head: string): string {
  return head.replace(/[\s.,;:!?–-]+$/u, '') + ELLIPSIS;
}

/** Cuts after `max` characters and marks the cut: "A long descri…". */
export function truncate(text: string, max = DESCRIPTION_TRUNCATE_LENGTH): string {
  if (text.length <= max) return text;
  return markCut(text.slice(0, max));
}

/**
 * Like `truncate` but never splits a word: cuts at the last space within `max` characters.
 * Only a first word longer than `max` is cut inside.
 */
export function truncateAtWord(text: string, max = DESCRIPTION_TRUNCATE_LENGTH): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const lastSpace = head.search(/\s\S*$/);
  return lastSpace > 0 ? markCut(text.slice(0, lastSpace)) : truncate(text, max);
}

/** A text the person must give (1307 when it is empty or only white space). */
export function validateRequired(text: string): ErrorCode | null {
  return text.trim() === '' ? 1307 : null;
}

/** A value the person must give, taken as typed (a password's spaces count): 1307 when empty. */
export function validateGiven(value: string): ErrorCode | null {
  return value === '' ? 1307 : null;
}
