import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** "First Last", or the e-mail while the user has no name yet. */
export function fullName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Someone as the moderation queues show them (reporter, author): id, name and e-mail. */
export function personView(user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>) {
  return { id: user.id, name: fullName(user), email: user.email };
}
