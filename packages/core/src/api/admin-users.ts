import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MEMBERSHIPS, REASON_MAX, REASON_MIN_TO_ENABLE, ROLES } from '../limits';
import { ZPaginationSchema } from './envelope';

/**
 * The back-office users (SPEC §2 back-office 2, §3 "User as listed", §4 blocked/active,
 * membership, published, §7 /v1/admin/users calls) and the audit log of staff actions.
 * Field names follow SPEC §3 (snake_case, like every other answer).
 */

const ZRoleSchema = z.enum(ROLES);
const membershipIds: readonly number[] = MEMBERSHIPS.map((membership) => membership.id);
/** The bounds show in the OpenAPI document; the refine keeps to the ids that exist. */
const membershipId = (schema: z.ZodNumber) =>
  schema
    .int()
    .min(Math.min(...membershipIds))
    .max(Math.max(...membershipIds))
    .refine((id) => membershipIds.includes(id));
const ZMembershipIdSchema = membershipId(z.number());

/** SPEC §3 "User as listed" plus what staff act on (e-mail, role name, block reason). */
export const ZAdminUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** "First Last", or the e-mail when the user has not given a name yet. */
  name: z.string(),
  email: z.string(),
  /** The avatar's address; null shows initials on the palette colour. */
  image: z.string().nullable(),
  role: ZRoleSchema,
  /** SPEC §3 role_id: 1 Admin (owners too), 2 Customer, 3 Professional. */
  role_id: z.number().int(),
  description: z.string(),
  /** 1 Free, 2 Basic, 3 Premium. */
  membership_id: z.number().int(),
  /** A tester's membership for life: promoting leaves it be (the answer is 409). */
  membership_lifetime: z.boolean(),
  blocked: z.boolean(),
  /** What staff wrote when blocking; null when active. */
  block_reason: z.string().nullable(),
  /** Professionals only; false for everyone else. */
  published: z.boolean(),
  /** The public profile address (`/{lang}/…/{slug}`); null without a profile. */
  slug: z.string().nullable(),
  /** ISO timestamps; last_login null when the user never signed in. */
  created_at: z.string(),
  updated_at: z.string(),
  last_login: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

/** A query-string boolean: `true` / `false` (other values are refused with 1301). */
const ZQueryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The largest page a list or the CSV filter accepts. */
export const ADMIN_USERS_MAX_PER_PAGE = 100;
/** Longest search text, in characters. */
export const ADMIN_USERS_SEARCH_MAX_LENGTH = 100;

/** The filters the list and the CSV export share. */
export const ZAdminUsersFilterSchema = z.object({
  /** Part of the name ("first last") or of the e-mail address, any case. */
  search: z.string().trim().max(ADMIN_USERS_SEARCH_MAX_LENGTH).optional(),
  role: ZRoleSchema.optional(),
  membership: membershipId(z.coerce.number()).optional(),
  blocked: ZQueryBooleanSchema.optional(),
  published: ZQueryBooleanSchema.optional(),
});
export type TAdminUsersFilter = z.output<typeof ZAdminUsersFilterSchema>;

/** GET /v1/admin/users: newest first, SPEC "Paged table data" (pagedEnvelope(ZAdminUserSchema)). */
export const ZAdminUsersQuerySchema = ZAdminUsersFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** `limit` (the brief's name) and `per_page` (the meta's name) mean the same; limit wins. */
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PER_PAGE).optional(),
  per_page: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PER_PAGE).optional(),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuerySchema>;

/** The page size a query asks for. */
export function adminUsersPageSize(query: { limit?: number; per_page?: number }): number {
  return query.limit ?? query.per_page ?? DEFAULT_PAGE_SIZE;
}

/** The CSV export's columns, in order (GET /v1/admin/users/export.csv, same filters). */
export const ADMIN_USERS_CSV_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'role',
  'membership_id',
  'blocked',
  'block_reason',
  'published',
  'slug',
  'created_at',
  'updated_at',
  'last_login',
] as const;

// Actions: each answers `{ data: TAdminUser }`, the user as it is now.

export const ZAdminUserIdSchema = z.object({ id: z.number().int().positive() });
export type TAdminUserId = z.infer<typeof ZAdminUserIdSchema>;

/** POST /users/promote: the new membership (1 Free, 2 Basic, 3 Premium). */
export const ZPromoteUserSchema = ZAdminUserIdSchema.extend({ membership: ZMembershipIdSchema });
export type TPromoteUser = z.infer<typeof ZPromoteUserSchema>;

/** POST /users/publish and /users/unpublish. */
export const ZPublishUserSchema = ZAdminUserIdSchema;
export type TPublishUser = TAdminUserId;

/** POST /users/block: the reason, shown to the user, 3 to 250 characters (SPEC §5, rules/reasons). */
export const ZBlockUserSchema = ZAdminUserIdSchema.extend({
  reason: z.string().trim().min(REASON_MIN_TO_ENABLE).max(REASON_MAX),
});
export type TBlockUser = z.infer<typeof ZBlockUserSchema>;

/** POST /users/activate. */
export const ZActivateUserSchema = ZAdminUserIdSchema;
export type TActivateUser = TAdminUserId;

export const ZAdminUserIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// Audit log

/** Every staff action the audit log records; later features add theirs here. */
export const AUDIT_ACTIONS = [
  'user.block',
  'user.activate',
  'user.promote',
  'user.publish',
  'user.unpublish',
  'ad.approve',
  'ad.reject',
  'user.delete',
  'staff.invite',
  'staff.withdraw-invitation',
  'message.remove',
  'message.keep',
  'review.hide',
  'review.keep',
  'affiliate.create',
  'affiliate.update',
  'affiliate.delete',
  'payment.refund',
  'staff.reset-two-factor',
  'staff.require-two-factor',
  'staff.add-passkey',
  'staff.remove-passkey',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action was done to: a user, a staff invitation, later an ad or a campaign. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'campaign',
  'invitation',
  'affiliate',
  'payment',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The values an action changed, before and after (only the changed fields). */
const ZAuditValuesSchema = z.record(z.string(), z.unknown()).nullable();

/** One audit entry as GET /v1/admin/users/{id}/history lists it, newest first, paged. */
export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** ISO timestamp. */
  created_at: z.string(),
  /** Who acted; null when that staff account has since been deleted. */
  actor: z
    .object({ id: z.number().int(), name: z.string(), email: z.string(), role: ZRoleSchema })
    .nullable(),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.number().int(),
  before: ZAuditValuesSchema,
  after: ZAuditValuesSchema,
  /** The reason given (block, reject); null otherwise. */
  reason: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

/**
 * GET /v1/admin/users/{id}/history: one page of the entries, and whom they are about (the page
 * names the person even when opened from a link, without the users list before it).
 */
export const ZUserHistorySchema = z.object({
  data: z.array(ZAuditEntrySchema),
  meta: z.object({
    pagination: ZPaginationSchema,
    user: z.object({ id: z.number().int(), name: z.string() }),
  }),
});
export type TUserHistory = z.infer<typeof ZUserHistorySchema>;

/** GET /v1/admin/users/{id}/history query. */
export const ZAuditHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PER_PAGE).default(DEFAULT_PAGE_SIZE),
});
export type TAuditHistoryQuery = z.input<typeof ZAuditHistoryQuerySchema>;
