import type { ErrorCode } from '../errors/catalogue';
import { MESSAGE_MAX_LENGTH } from '../limits';

/**
 * A message as it is stored and shown: plain text with the outer white space trimmed (what
 * is inside, line breaks too, is the writer's). It is never read as markup anywhere.
 */
export function normalizeMessageText(text: string): string {
  return text.trim();
}

/** Empty (1252) or too long (1370); null when the message may be sent. */
export function validateMessageText(text: string): ErrorCode | null {
  const normalized = normalizeMessageText(text);
  if (normalized === '') return 1252;
  if ([...normalized].length > MESSAGE_MAX_LENGTH) return 1370;
  return null;
}
