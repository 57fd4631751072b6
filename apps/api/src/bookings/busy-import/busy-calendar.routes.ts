import { ZBusyCalendarRequestSchema, ZBusyCalendarSchema } from '@fitmarket/core/api/busy-calendar';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { BUSY_CALENDAR_IMPORT_EVERY_MINUTES } from '@fitmarket/core/rules/bookings/busy-calendar';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../access/guard';
import { authorize } from '../../access/permissions';
import { busyCalendarOf, removeBusyCalendar, saveBusyCalendar } from './busy-calendar';

const tags = ['bookings'];
const answer = { 200: dataEnvelope(ZBusyCalendarSchema) };

/**
 * The professional's own calendar whose events block their open slots (docs/bookings.md "Busy
 * times from your calendar"). Registered in app.ts's signed-in scope.
 */
export const busyCalendarRoutes: FastifyPluginAsyncZod = async (signedIn) => {
  const { db } = signedIn.deps.database;

  const ownProfessional = (request: FastifyRequest) => {
    const user = currentUser(request);
    authorize(user, 'availability.edit', { userId: user.id, role: user.role });
    return user;
  };

  signedIn.get(
    '/me/availability/busy-calendar',
    {
      schema: {
        tags,
        summary: 'My connected calendar',
        description:
          'Professionals only (403 with 1002). Whether a calendar is connected, its host, the ' +
          'last successful import, why the last one failed, and how many busy times it keeps. ' +
          'The address itself is never answered.',
        response: answer,
      },
    },
    async (request) => ({ data: await busyCalendarOf(db, ownProfessional(request).id) }),
  );

  signedIn.put(
    '/me/availability/busy-calendar',
    {
      schema: {
        tags,
        summary: 'Connect my calendar',
        description:
          "Professionals only (403 with 1002). Your calendar's secret iCalendar address " +
          '(http, https or webcal; else 1301 on `url`). It is imported at once and then every ' +
          `${BUSY_CALENDAR_IMPORT_EVERY_MINUTES} minutes; its events (recurring ones too, ` +
          'except those marked free or cancelled) block open slots and requests like confirmed ' +
          'sessions. Saving another address replaces it.',
        body: ZBusyCalendarRequestSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = ownProfessional(request);
      return { data: await saveBusyCalendar(signedIn.deps, user.id, request.body.url) };
    },
  );

  signedIn.delete(
    '/me/availability/busy-calendar',
    {
      schema: {
        tags,
        summary: 'Disconnect my calendar',
        description:
          'Professionals only (403 with 1002). The address and its busy times are deleted at once.',
        response: answer,
      },
    },
    async (request) => ({ data: await removeBusyCalendar(db, ownProfessional(request).id) }),
  );
};
