import { z } from 'zod';
import { MARKETPLACE_ROLES, NAME_MAX_LENGTH, ROLES, STAFF_ROLES } from '../limits';

/**
 * Request and response shapes of sign-up, sign-in, password reset, account deletion and social
 * sign-in, for the back-office (`/v1/admin`, SPEC §7) and the marketplace (`/v1`).
 *
 * Deliberate additions to SPEC §7, for security: the e-mailed `code` must accompany
 * `register/account` and `forgot/change-password` — without it anybody could finish someone
 * else's registration or reset someone else's password knowing only the e-mail address.
 *
 * Field-level rules (password strength 1308, match 1083, terms 1309) are checked by the server
 * with the functions in rules/, so the codes reach the user; the schemas only fix the shapes.
 */

const email = z.string().trim().toLowerCase().max(254);
const password = z.string().max(1024);
const name = z.string().trim().max(NAME_MAX_LENGTH);
/** A single-use code from an e-mailed link (base64url). */
const code = z.string().min(10).max(200);

export const ZRoleSchema = z.enum(ROLES);

export const ZAccessTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
});
export type TAccessToken = z.infer<typeof ZAccessTokenSchema>;

export const ZEmailOnlySchema = z.object({ email });
export const ZEmailAnswerSchema = z.object({ email: z.string() });
/** What every "we sent you an e-mail" step answers, whether or not a mail went out. */
export const ZMailQueuedSchema = z.object({ sent: z.literal(true) });
export const ZOkSchema = z.object({ ok: z.literal(true) });
export const ZRedirectSchema = z.object({ redirect: z.string() });

// ---- back-office (/v1/admin) -------------------------------------------------------------

/** SPEC §3 "Admin profile". */
export const ZAdminProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_notifications: z.boolean(),
  image: z.string().nullable(),
  role: ZRoleSchema,
  description: z.string(),
  language: z.enum(['en', 'fi']),
  /** The company switch of SPEC §6 is not in this product; kept so the shape is SPEC's. */
  defaultCompany: z.null(),
  currentCompany: z.null(),
});
export type TAdminProfile = z.infer<typeof ZAdminProfileSchema>;

export const ZAdminRegisterAccountSchema = z.object({
  code,
  email,
  first_name: name.min(1),
  last_name: name.min(1),
  password,
  password_repeat: password,
  description: z.string().max(1000).optional().default(''),
  email_notifications: z.boolean().optional().default(true),
});

export const ZAdminLoginSchema = z.object({
  email,
  password,
  client_id: z.string(),
  client_secret: z.string(),
  grant_type: z.literal('password'),
});

export const ZForgotChangePasswordSchema = z.object({
  code,
  email,
  password,
  password_repeat: password,
});

/** PUT /v1/admin/profile: `password` is the current password (required, 1033). */
export const ZAdminProfileUpdateSchema = z.object({
  first_name: name.min(1),
  last_name: name.min(1),
  description: z.string().max(1000).optional(),
  image: z.string().nullable().optional(),
  password,
  password_new: password.optional(),
  password_repeat: password.optional(),
});
export const ZAdminProfileSavedSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email_notifications: z.boolean(),
  image: z.string().nullable(),
});

export const ZStaffInvitationSchema = z.object({
  email,
  role: z.enum(STAFF_ROLES).default('admin'),
});

// ---- marketplace (/v1) ---------------------------------------------------------------------

export const ZSignupSchema = z.object({
  email,
  password,
  role: z.enum(MARKETPLACE_ROLES),
  terms_accepted: z.boolean(),
  privacy_accepted: z.boolean(),
  email_notifications: z.boolean().default(false),
  language: z.enum(['en', 'fi']).optional(),
  /** Optional at sign-up: a customer may add a name later in the settings. */
  first_name: name.default(''),
  last_name: name.default(''),
});

export const ZLoginSchema = z.object({ email, password });
export const ZCodeSchema = z.object({ code });
export const ZResetPasswordSchema = z.object({ code, password, password_repeat: password });

/** The signed-in marketplace user (GET /v1/me). */
export const ZMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZRoleSchema,
  first_name: z.string(),
  last_name: z.string(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
  email_notifications: z.boolean(),
  language: z.enum(['en', 'fi']),
  membership_id: z.number().int(),
  /** False for accounts made through social sign-in that never set one. */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type TMe = z.infer<typeof ZMeSchema>;

export const ZSettingsUpdateSchema = z.object({
  email_notifications: z.boolean().optional(),
  language: z.enum(['en', 'fi']).optional(),
  /** An empty name clears it; the account menu then shows the e-mail address. */
  first_name: name.optional(),
  last_name: name.optional(),
});

export const ZPasswordChangeSchema = z.object({
  current_password: password,
  password,
  password_repeat: password,
});

/** Finishing a social sign-up: the visitor picks a role and accepts the terms. */
export const ZSocialSignupCompleteSchema = z.object({
  code,
  role: z.enum(MARKETPLACE_ROLES),
  terms_accepted: z.boolean(),
  privacy_accepted: z.boolean(),
  email_notifications: z.boolean().default(false),
});
export const ZSocialSignupInfoSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  provider: z.string(),
});
