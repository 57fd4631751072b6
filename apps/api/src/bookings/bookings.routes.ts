import {
  ZAvailabilityRequestSchema,
  ZAvailabilitySchema,
  ZBookingActionParamsSchema,
  ZBookingActionRequestSchema,
  ZBookingDeleteQuerySchema,
  ZBookingHoldRequestSchema,
  ZBookingHoldSchema,
  ZBookingIdParamsSchema,
  ZBookingPriceQuerySchema,
  ZBookingPriceSchema,
  ZBookingRequestSchema,
  ZBookingSchema,
  ZBookingsQuerySchema,
  ZCalendarFeedParamsSchema,
  ZCalendarFeedSchema,
  ZManualBookingRequestSchema,
  ZSlotsQuerySchema,
  ZSlotsSchema,
} from '@fitmarket/core/api/bookings';
import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import { ZProfessionalSlugParamsSchema } from '@fitmarket/core/api/public-profile';
import { BOOKING_REQUESTS_PER_HOUR, CANCELLATION_REASON_MAX } from '@fitmarket/core/limits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, optionalUser } from '../access/guard';
import { authorize } from '../access/permissions';
import { AppError } from '../errors/app-error';
import { createPerUserLimit } from '../shared/per-user-limit';
import { availabilityAnswer, loadAvailability, saveAvailability } from './availability';
import { actOnBooking } from './booking-actions';
import { bookingCalendarFile, calendarFeed, newCalendarFeed } from './calendar';
import { addManualBooking, holdSlot, quoteBooking, requestBooking } from './create-booking';
import { getMyBooking, listMyBookings } from './list-bookings';
import { slotsOf } from './slots';

const tags = ['bookings'];
const bookingAnswer = { 200: dataEnvelope(ZBookingSchema) };
const versioned =
  '`version` must be the one the screen showed: a booking changed meanwhile is 409 with 1350.';

/**
 * Availability, open slots and bookings (issue 10, docs/bookings.md): the open slots are
 * public; everything else is signed in, and each booking only for its two parties (404 with
 * 1302 for anyone else).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/professionals/:slug/slots',
    {
      schema: {
        tags,
        summary: 'Open slots for one session length',
        description:
          'Public for listed professionals (else 404 with 1302). `duration` is one of the ' +
          'SPEC §9 session lengths; `location_id` keeps to hours at that location; `from` and ' +
          "`to` are local dates in the answer's `time_zone`, at most 31 days (else 1301), " +
          'today and the next 6 days by default. Without fixed hours, `slots` is empty and ' +
          'the customer proposes a time.',
        params: ZProfessionalSlugParamsSchema,
        querystring: ZSlotsQuerySchema,
        response: { 200: dataEnvelope(ZSlotsSchema) },
      },
    },
    async (request) => ({
      data: await slotsOf(db, await optionalUser(request), request.params.slug, request.query),
    }),
  );

  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags,
        summary: 'A private calendar feed',
        description:
          'The address from POST /v1/me/calendar-feed, for calendar apps (no sign-in: the ' +
          'address is the secret). Bookings from 90 days back, one event each with a stable UID ' +
          'and SEQUENCE. An unknown or replaced address is 404 with 1302, as is one whose owner ' +
          'changed or reset their password since (make a new one) or is blocked.',
        params: ZCalendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const feed = await calendarFeed(db, request.params.token, request.lang);
      if (feed === null) throw new AppError({ code: 1302 });
      return reply.type('text/calendar; charset=utf-8').send(feed);
    },
  );
};

/** The signed-in part; registered in app.ts's signed-in scope (1002/1085/1091 without a token). */
export const signedInBookingRoutes: FastifyPluginAsyncZod = async (signedIn) => {
  const { db } = signedIn.deps.database;
  // Each request e-mails the professional: a script cannot send them by the hundred.
  const countBookingRequest = createPerUserLimit(db, {
    name: 'booking-request',
    points: BOOKING_REQUESTS_PER_HOUR,
    seconds: 3600,
    code: 1377,
  });

  /** The signed-in professional's own booking settings; others 403 with 1002. */
  const ownProfessional = (
    request: FastifyRequest,
    action: 'availability.edit' | 'booking.manual',
  ) => {
    const user = currentUser(request);
    authorize(user, action, { userId: user.id, role: user.role });
    return user;
  };

  signedIn.post(
    '/me/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Make my private calendar feed address',
        description:
          'Anyone signed in. Answers a new address; the previous one stops working, so ' +
          'asking again is how a leaked address is revoked.',
        response: { 200: dataEnvelope(ZCalendarFeedSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      authorize(user, 'account.update', { userId: user.id, role: user.role });
      const token = await newCalendarFeed(db, user.id);
      return { data: { url: `${signedIn.deps.config.webUrl}/v1/calendar/${token}.ics` } };
    },
  );

  signedIn.get(
    '/me/availability',
    {
      schema: {
        tags,
        summary: 'My availability',
        description: 'Professionals only (403 with 1002). Defaults until first saved.',
        response: { 200: dataEnvelope(ZAvailabilitySchema) },
      },
    },
    async (request) => {
      const user = ownProfessional(request, 'availability.edit');
      return { data: availabilityAnswer(await loadAvailability(db, user.id)) };
    },
  );

  signedIn.put(
    '/me/availability',
    {
      schema: {
        tags,
        summary: 'Save my availability',
        description:
          'Professionals only (403 with 1002). Replaces the weekly hours and exceptions. ' +
          'Ranges end after they start (1301 on the field); an `extra` exception needs both ' +
          'times (1307); locations must be yours (1301). A newer saved version: 409 with 1350.',
        body: ZAvailabilityRequestSchema,
        response: { 200: dataEnvelope(ZAvailabilitySchema) },
      },
    },
    async (request) => {
      const user = ownProfessional(request, 'availability.edit');
      return { data: await saveAvailability(db, user.id, request.body) };
    },
  );

  signedIn.post(
    '/bookings',
    {
      schema: {
        tags,
        summary: 'Ask a professional for a session',
        description:
          'Listed professionals only (404 with 1302); staff do not book (403 with 1002); not ' +
          'yourself (1359). Service 1256, location 1255 (or `preferred_location` when the ' +
          'professional travels), date and time 1257. The time must be an open slot, or with ' +
          'no fixed hours inside the notice and horizon and free: else 409 with 1358. The ' +
          "session lasts the service's length and stores its price (GET /v1/bookings/price). " +
          'A service booked instantly is confirmed at once; otherwise the request waits for ' +
          'the professional until it expires (48 h, never after its start). An online service ' +
          'needs no location. ' +
          `More than ${BOOKING_REQUESTS_PER_HOUR} requests an hour: 429 with 1377.`,
        body: ZBookingRequestSchema,
        response: { 201: dataEnvelope(ZBookingSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await countBookingRequest(user.id);
      const id = await requestBooking(signedIn.deps, user, request.body);
      reply.code(201);
      return { data: await getMyBooking(db, user, id, request.lang) };
    },
  );

  signedIn.get(
    '/bookings/price',
    {
      schema: {
        tags,
        summary: 'What booking a service would cost me',
        description:
          'The price a request for the service would store now: less the first-session ' +
          "discount on a first booking with the professional, nothing for a package's later " +
          'sessions. An unknown service: 422 with 1301.',
        querystring: ZBookingPriceQuerySchema,
        response: { 200: dataEnvelope(ZBookingPriceSchema) },
      },
    },
    async (request) => ({
      data: await quoteBooking(db, currentUser(request), request.query.service_id),
    }),
  );

  signedIn.post(
    '/bookings/holds',
    {
      schema: {
        tags,
        summary: 'Hold a slot while writing the request',
        description:
          'Refused as a request is (1302, 1002, 1359, 1358). Keeps the time for 10 minutes: ' +
          "other people's slots leave it out meanwhile. A new hold with the same professional " +
          'replaces the last; the request made from it ends it.',
        body: ZBookingHoldRequestSchema,
        response: { 200: dataEnvelope(ZBookingHoldSchema) },
      },
    },
    async (request) => {
      const expires = await holdSlot(db, currentUser(request), request.body);
      return { data: { expires_at: expires.toISOString() } };
    },
  );

  signedIn.post(
    '/me/bookings/manual',
    {
      schema: {
        tags,
        summary: 'Enter a booking by hand',
        description:
          'Professionals only (403 with 1002): a confirmed session for a client who booked ' +
          'another way, at any time you choose; another confirmed session then is 409 with 1358.',
        body: ZManualBookingRequestSchema,
        response: { 201: dataEnvelope(ZBookingSchema) },
      },
    },
    async (request, reply) => {
      const user = ownProfessional(request, 'booking.manual');
      const id = await addManualBooking(db, user.id, request.body);
      reply.code(201);
      return { data: await getMyBooking(db, user, id, request.lang) };
    },
  );

  signedIn.get(
    '/me/bookings',
    {
      schema: {
        tags,
        summary: 'My bookings',
        description:
          '`as` customer (default) or professional; `when` upcoming (default, soonest ' +
          'first), past or all (latest first); `status` keeps those showing it now; `from` ' +
          'and `to` keep the sessions meeting that span (a calendar week); paged (per_page ' +
          '1-100, default 10). Each ' +
          'booking carries the actions open to you now.',
        querystring: ZBookingsQuerySchema,
        response: { 200: pagedEnvelope(ZBookingSchema) },
      },
    },
    async (request) => listMyBookings(db, currentUser(request).id, request.lang, request.query),
  );

  signedIn.get(
    '/me/bookings/:id',
    {
      schema: {
        tags,
        summary: 'One of my bookings',
        params: ZBookingIdParamsSchema,
        response: bookingAnswer,
      },
    },
    async (request) => ({
      data: await getMyBooking(db, currentUser(request), request.params.id, request.lang),
    }),
  );

  signedIn.get(
    '/me/bookings/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'One of my bookings as a calendar file',
        description:
          '"Add to calendar": an iCalendar file (RFC 5545) with the one event, the same UID ' +
          'and SEQUENCE as the private feed and the e-mails, so it updates rather than ' +
          "duplicates. Only the booking's customer and professional (else 404 with 1302).",
        params: ZBookingIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await bookingCalendarFile(
        db,
        currentUser(request),
        request.params.id,
        request.lang,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${request.params.id}.ics"`)
        .send(file);
    },
  );

  signedIn.post(
    '/me/bookings/:id/:action',
    {
      schema: {
        tags,
        summary:
          'Accept, re-accept, decline, cancel, mark a no-show, suggest another time, or reschedule',
        description:
          `${versioned} Who may do what when is the transition table (docs/bookings.md): ` +
          'refusals 1351-1357. Cancelling needs a `reason` (1307), at most ' +
          `${CANCELLATION_REASON_MAX} characters (1301). Accepting declines the pending ` +
          'requests that overlap; a time taken meanwhile is 409 with 1358. `message` goes to ' +
          'the other party with the news. `suggest` (the professional, on an open request) ' +
          'needs `starts_at` (1307): in the future and not the asked time (1367), free of ' +
          'other sessions (1358); the customer then `accept_suggestion` (the session moves ' +
          'there, confirmed; 1358 if taken meanwhile) or `decline_suggestion` (the request ' +
          'goes back to the professional). The professional cannot accept while the customer ' +
          'has a suggestion to answer (1366); answering with none is 1365. `reschedule` (the ' +
          'customer, on a request or a confirmed session) moves it to `starts_at` (1307; its ' +
          'current time 1301) in one step: free as a new booking would be (else 409 with ' +
          "1358), not inside the service's cancellation notice (409 with 1378). Price, package " +
          'and place stay; a confirmed session of a service that asks for approval becomes a ' +
          'request again. The professional is told by e-mail and in the app.',
        params: ZBookingActionParamsSchema,
        body: ZBookingActionRequestSchema,
        response: bookingAnswer,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await actOnBooking(
        signedIn.deps,
        user,
        request.params.id,
        request.params.action,
        request.body,
      );
      return { data: await getMyBooking(db, user, request.params.id, request.lang) };
    },
  );

  signedIn.delete(
    '/me/bookings/:id',
    {
      schema: {
        tags,
        summary: 'Remove a finished booking from my list',
        description: `${versioned} Only finished, cancelled, declined or expired ones (1356); the other party keeps theirs.`,
        params: ZBookingIdParamsSchema,
        querystring: ZBookingDeleteQuerySchema,
        response: { 200: dataEnvelope(z.null()) },
      },
    },
    async (request) => {
      await actOnBooking(signedIn.deps, currentUser(request), request.params.id, 'delete', {
        version: request.query.version,
      });
      return { data: null };
    },
  );
};
