import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignIn, requireStaff } from '../access/guard';
import { adminAffiliateRoutes } from '../affiliates/affiliates.routes';
import { adminPaymentRoutes } from '../billing/admin-payments.routes';
import { adminBookingRoutes } from '../bookings/admin-bookings.routes';
import { adminCampaignRoutes } from '../campaigns/campaigns.routes';
import { adminCatalogueRoutes } from '../catalogue/catalogue.routes';
import { adminDashboardRoutes } from '../dashboard/dashboard.routes';
import { adminFeedbackRoutes } from '../feedback/feedback.routes';
import { adminJobRoutes } from '../jobs/jobs.routes';
import { adminMembershipRoutes } from '../memberships/memberships.routes';
import { adminModerationRoutes } from '../moderation/moderation.routes';
import { adminSearchRoutes } from '../search/search.routes';
import { adminStatisticsRoutes } from '../statistics/statistics.routes';
import { adminUsersRoutes } from '../users-admin/users-admin.routes';
import { invitationsRoutes } from './invitations/invitations.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { profileDeletionRoutes, profileRoutes } from './profile/profile.routes';
import { registrationRoutes } from './registration/registration.routes';
import { sessionRoutes, signInRoutes } from './session/session.routes';
import { staffSocialSignInRoutes } from './session/social-sign-in.routes';
import { secondFactorSignInRoutes, twoFactorRoutes } from './two-factor/two-factor.routes';

/**
 * The back-office API under /v1/admin (SPEC §7). The doors in are public; everything else
 * lives in one scope that only owners and admins reach (no token 401 with 1002, not staff 403
 * with 1317, expired 1085, unknown or signed out 1091).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registrationRoutes);
  await app.register(signInRoutes);
  await app.register(secondFactorSignInRoutes);
  await app.register(staffSocialSignInRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileDeletionRoutes);

  await app.register(async (staff) => {
    requireSignIn(staff, requireStaff);
    await staff.register(sessionRoutes);
    await staff.register(profileRoutes);
    await staff.register(twoFactorRoutes);
    await staff.register(invitationsRoutes);
    await staff.register(adminMembershipRoutes);
    await staff.register(adminFeedbackRoutes);
    await staff.register(adminSearchRoutes);
    await staff.register(adminStatisticsRoutes);
    await staff.register(adminUsersRoutes);
    await staff.register(adminModerationRoutes);
    await staff.register(adminDashboardRoutes);
    await staff.register(adminAffiliateRoutes);
    await staff.register(adminJobRoutes);
    await staff.register(adminBookingRoutes);
    await staff.register(adminCatalogueRoutes);
    await staff.register(adminCampaignRoutes);
    await staff.register(adminPaymentRoutes);
    // Later back-office features (users, professionals, campaigns ...) register here.
  });
};
