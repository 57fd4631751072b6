import { AVATAR_PALETTE } from '../limits';

const firstLetter = (word = '') => Array.from(word)[0] ?? '';

/** "Anna Maria Virtanen" → "AV", "Anna" → "A", "" → "". */
export function avatarInitials(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words.at(-1) : '';
  return (firstLetter(words[0]) + firstLetter(last)).toUpperCase();
}

/** The background for an initials avatar; SPEC §9 picks it by the name's length. */
export function avatarColor(name: string): string {
  return AVATAR_PALETTE[name.length % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0];
}
