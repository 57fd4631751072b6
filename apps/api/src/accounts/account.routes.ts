import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignIn } from '../access/guard';
import { completeDeletionRoutes, requestDeletionRoutes } from './deletion/deletion.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { sessionRoutes, signInRoutes } from './session/session.routes';
import { settingsRoutes } from './settings/settings.routes';
import { signupRoutes } from './signup/signup.routes';
import { upgradeRoutes } from './upgrade/upgrade.routes';

/**
 * The marketplace account API under /v1. The doors in (sign-up, sign-in, reset, the e-mailed
 * deletion link) are public; everything else lives in one group that needs a signed-in user.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signupRoutes);
  await app.register(signInRoutes);
  await app.register(passwordResetRoutes);
  await app.register(completeDeletionRoutes);

  await app.register(async (signedIn) => {
    requireSignIn(signedIn);
    await signedIn.register(sessionRoutes);
    await signedIn.register(settingsRoutes);
    await signedIn.register(requestDeletionRoutes);
    await signedIn.register(upgradeRoutes);
  });
};
