import type { TMe } from '@fitmarket/core/api/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@fitmarket/core/language';
import { resolvedPreferences } from '@fitmarket/core/rules/notifications';
import type { AuthenticatedUser } from '../auth/tokens';

/** The signed-in user as GET /v1/me and the routes that change the account answer it. */
export function toMe(user: AuthenticatedUser): TMe {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    slug: user.slug,
    image: user.image,
    email_notifications: user.emailNotifications,
    notification_preferences: resolvedPreferences(user.notificationPreferences),
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    membership_id: user.membershipId,
    has_password: user.passwordHash !== null,
    created_at: user.createdAt.toISOString(),
  };
}
