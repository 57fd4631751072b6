import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataExportRoutes } from './data-export/data-export.routes';
import { completeDeletionRoutes, requestDeletionRoutes } from './deletion/deletion.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { sessionRoutes, signInRoutes } from './session/session.routes';
import { settingsRoutes } from './settings/settings.routes';
import { signupRoutes } from './signup/signup.routes';
import { upgradeRoutes } from './upgrade/upgrade.routes';

/**
 * The marketplace account API under /v1: the doors in (sign-up, sign-in, reset, the e-mailed
 * deletion link) are public.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signupRoutes);
  await app.register(signInRoutes);
  await app.register(passwordResetRoutes);
  await app.register(completeDeletionRoutes);
};

/** The rest of the account API; registered in app.ts's signed-in scope. */
export const signedInAccountRoutes: FastifyPluginAsyncZod = async (signedIn) => {
  await signedIn.register(sessionRoutes);
  await signedIn.register(settingsRoutes);
  await signedIn.register(requestDeletionRoutes);
  await signedIn.register(upgradeRoutes);
  await signedIn.register(dataExportRoutes);
};
