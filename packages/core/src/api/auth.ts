import { z } from 'zod';
import {
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LINK_CODE_MAX_LENGTH,
  LINK_CODE_MIN_LENGTH,
  MARKETPLACE_ROLES,
  NAME_MAX_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  ROLES,
} from '../limits';
import {
  ZNotificationPreferencesSchema,
  ZNotificationPreferencesUpdateSchema,
} from './notifications';
import { ZImageFieldSchema } from './uploads';

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

const email = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH);
const password = z.string().max(PASSWORD_INPUT_MAX_LENGTH);
const name = z.string().trim().max(NAME_MAX_LENGTH);
const description = z.string().max(DESCRIPTION_MAX_LENGTH);
/** A single-use code from an e-mailed link (base64url). */
const code = z.string().min(LINK_CODE_MIN_LENGTH).max(LINK_CODE_MAX_LENGTH);

export const ZRoleSchema = z.enum(ROLES);

export const ZAccessTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
});
export type TAccessToken = z.infer<typeof ZAccessTokenSchema>;

export const ZEmailOnlySchema = z.object({ email });
export type TEmailOnly = z.infer<typeof ZEmailOnlySchema>;
export const ZEmailAnswerSchema = z.object({ email: z.string() });
export type TEmailAnswer = z.infer<typeof ZEmailAnswerSchema>;
/** What every "we sent you an e-mail" step answers, whether or not a mail went out. */
export const ZMailQueuedSchema = z.object({ sent: z.literal(true) });
export const ZOkSchema = z.object({ ok: z.literal(true) });
export const ZRedirectSchema = z.object({ redirect: z.string() });

/**
 * The code at the end of an e-mailed link, as a path parameter. No minimum length on purpose:
 * a link cut short by a mail client is a broken link (404 with the link's own code), not a
 * malformed request.
 */
export const ZLinkCodeParamsSchema = z.object({ code: z.string().max(LINK_CODE_MAX_LENGTH) });

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
  description: description.optional().default(''),
  email_notifications: z.boolean().optional().default(true),
});
export type TAdminRegisterAccount = z.infer<typeof ZAdminRegisterAccountSchema>;

/**
 * SPEC §7's OAuth password grant. `grant_type` must be "password", but any other value is a
 * failed sign-in (401 with 1152), as an OAuth client expects, rather than a malformed request.
 */
export const ZAdminLoginSchema = z.object({
  email,
  password,
  client_id: z.string(),
  client_secret: z.string(),
  grant_type: z.string(),
});
export type TAdminLogin = z.infer<typeof ZAdminLoginSchema>;

export const ZForgotChangePasswordSchema = z.object({
  code,
  email,
  password,
  password_repeat: password,
});
export type TForgotChangePassword = z.infer<typeof ZForgotChangePasswordSchema>;

/** PUT /v1/admin/profile: `password` is the current password (required, 1033). */
export const ZAdminProfileUpdateSchema = z.object({
  first_name: name.min(1),
  last_name: name.min(1),
  description: description.optional(),
  /** Left out: unchanged. */
  image: ZImageFieldSchema.optional(),
  password,
  password_new: password.optional(),
  password_repeat: password.optional(),
});
export type TAdminProfileUpdate = z.infer<typeof ZAdminProfileUpdateSchema>;
export const ZAdminProfileSavedSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email_notifications: z.boolean(),
  image: z.string().nullable(),
});
export type TAdminProfileSaved = z.infer<typeof ZAdminProfileSavedSchema>;

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
export type TSignup = z.infer<typeof ZSignupSchema>;

export const ZLoginSchema = z.object({ email, password });
export type TLogin = z.infer<typeof ZLoginSchema>;
export const ZCodeSchema = z.object({ code });
export const ZResetPasswordSchema = z.object({ code, password, password_repeat: password });
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

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
  /** Every optional notice type's channels (rules/notifications.ts); transactional ones always go. */
  notification_preferences: ZNotificationPreferencesSchema,
  language: z.enum(['en', 'fi']),
  membership_id: z.number().int(),
  /** False for accounts made through social sign-in that never set one. */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type TMe = z.infer<typeof ZMeSchema>;

export const ZSettingsUpdateSchema = z.object({
  email_notifications: z.boolean().optional(),
  /** Only the types and channels named change. */
  notification_preferences: ZNotificationPreferencesUpdateSchema.optional(),
  language: z.enum(['en', 'fi']).optional(),
  /** The avatar: an uploaded image's id, or null to remove it. */
  image: ZImageFieldSchema.optional(),
  /** An empty name clears it; the account menu then shows the e-mail address. */
  first_name: name.optional(),
  last_name: name.optional(),
});
export type TSettingsUpdate = z.infer<typeof ZSettingsUpdateSchema>;

export const ZPasswordChangeSchema = z.object({
  /** Empty for an account that has no password yet (`has_password: false`). */
  current_password: password,
  password,
  password_repeat: password,
});
export type TPasswordChange = z.infer<typeof ZPasswordChangeSchema>;

/** Finishing a social sign-up: the visitor picks a role and accepts the terms. */
export const ZSocialSignupCompleteSchema = z.object({
  code,
  role: z.enum(MARKETPLACE_ROLES),
  terms_accepted: z.boolean(),
  privacy_accepted: z.boolean(),
  email_notifications: z.boolean().default(false),
});
export type TSocialSignupComplete = z.infer<typeof ZSocialSignupCompleteSchema>;
export const ZSocialSignupInfoSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  provider: z.string(),
});
export type TSocialSignupInfo = z.infer<typeof ZSocialSignupInfoSchema>;
