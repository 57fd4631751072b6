import type { TAdminProfile } from '@fitmarket/core/api/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@fitmarket/core/language';
import type { AuthenticatedUser } from '../../auth/tokens';

/** The signed-in staff member as GET /v1/admin/me answers it (SPEC §3 "Admin profile"). */
export function toAdminProfile(user: AuthenticatedUser): TAdminProfile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    email_notifications: user.emailNotifications,
    image: user.image,
    role: user.role,
    description: user.description,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    defaultCompany: null,
    currentCompany: null,
  };
}
