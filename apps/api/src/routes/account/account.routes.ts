import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletionRoutes } from './deletion/deletion.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { sessionRoutes } from './session/session.routes';
import { settingsRoutes } from './settings/settings.routes';
import { signupRoutes } from './signup/signup.routes';
import { upgradeRoutes } from './upgrade/upgrade.routes';

/** The marketplace account API under /v1: sign-up, sign-in, reset, settings, deletion, upgrade. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signupRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(settingsRoutes);
  await app.register(deletionRoutes);
  await app.register(upgradeRoutes);
};
