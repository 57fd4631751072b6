import type { TAdminUser } from '@fitmarket/core/api/admin-users';
import { ROLE_IDS, type Role } from '@fitmarket/core/limits';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { fullName } from '../shared/person';

type UserRow = typeof users.$inferSelect;

/** SPEC §3 role_id: owners are listed as admins (1). */
function roleId(role: Role): number {
  return role === 'owner' ? ROLE_IDS.admin : ROLE_IDS[role];
}

/** The columns a list item needs (not the password hash, not the rating figures). */
export const adminUserColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  membershipId: users.membershipId,
  membershipLifetime: users.membershipLifetime,
  firstName: users.firstName,
  lastName: users.lastName,
  slug: users.slug,
  image: users.image,
  description: users.description,
  blocked: users.blocked,
  blockReason: users.blockReason,
  published: users.published,
  language: users.language,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lastLogin: users.lastLogin,
};
export type AdminUserRow = Pick<UserRow, keyof typeof adminUserColumns>;

export function toAdminUser(row: AdminUserRow): TAdminUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: fullName(row),
    email: row.email,
    image: row.image,
    role: row.role,
    role_id: roleId(row.role),
    description: row.description,
    membership_id: row.membershipId,
    membership_lifetime: row.membershipLifetime,
    blocked: row.blocked,
    block_reason: row.blocked ? row.blockReason : null,
    published: row.role === 'professional' && row.published,
    slug: row.slug,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
  };
}

/**
 * The user, locked for the rest of the caller's transaction so two staff acting on one user at
 * once take turns; 404 with 1302 when there is no such user.
 */
export async function lockAdminUser(tx: Database, id: number): Promise<AdminUserRow> {
  const [row] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AppError({ code: 1302 });
  return row;
}

export async function loadAdminUser(db: Database, id: number): Promise<AdminUserRow> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id));
  if (!row) throw new AppError({ code: 1302 });
  return row;
}
