import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fitmarket/core/limits';

/** The password rules in words, for the route descriptions /docs shows. */
export const PASSWORD_RULES = `Passwords are ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters with at least one letter and one digit.`;
