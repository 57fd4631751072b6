import { wallMinutes } from '@fitmarket/core/rules/bookings/availability';
import { sessionPrice } from '../bookings/create-booking';
import type { Database } from '../db/client';
import {
  availabilityHours,
  availabilitySettings,
  bookings,
  conversations,
  messages,
  type professionalServices,
} from '../db/schema';
import type { PlannedCalendar } from './plan-calendar';
import type { PlannedProfessional } from './plan-marketplace';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ServiceRow = typeof professionalServices.$inferSelect;

export interface CalendarRows {
  /** In the order of the professionals. */
  calendars: readonly PlannedCalendar[];
  professionals: readonly { professional: PlannedProfessional; userId: number }[];
  customerIds: readonly number[];
  service: (userId: number, slug: string) => ServiceRow;
  locationId: (userId: number, position: number) => number | null;
}

/** The demo's working weeks, sessions, requests and the conversations about them. */
export async function insertCalendars(tx: Transaction, rows: CalendarRows): Promise<void> {
  const { calendars, professionals, customerIds } = rows;
  const at = <T>(items: readonly T[], index: number): T => {
    const item = items[index];
    if (item === undefined) throw new Error(`demo calendar refers to a missing item: ${index}`);
    return item;
  };
  await tx.insert(availabilitySettings).values(
    calendars.map(({ availability }, index) => ({
      userId: at(professionals, index).userId,
      fixedHours: availability.fixedHours,
      minNoticeMinutes: availability.minNoticeMinutes,
      horizonDays: availability.horizonDays,
      bufferBeforeMinutes: availability.bufferBeforeMinutes,
      bufferAfterMinutes: availability.bufferAfterMinutes,
    })),
  );
  await tx.insert(availabilityHours).values(
    calendars.flatMap(({ availability }, index) =>
      availability.weekly.map((hours) => ({
        userId: at(professionals, index).userId,
        weekday: hours.weekday,
        startMinute: wallMinutes(hours.start),
        endMinute: wallMinutes(hours.end),
      })),
    ),
  );

  const planned = calendars.flatMap(({ sessions }, index) => {
    const { professional, userId } = at(professionals, index);
    return sessions.map((session) => ({
      session,
      professionalId: userId,
      customerId: at(customerIds, session.customer),
      service: rows.service(userId, at(professional.services, session.service).slug),
      locationId: rows.locationId(userId, session.location),
    }));
  });
  if (planned.length === 0) return;
  const booked = await tx
    .insert(bookings)
    .values(
      planned.map(({ session, professionalId, customerId, service, locationId }) => ({
        professionalId,
        customerId,
        serviceId: service.id,
        locationId,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        status: session.status,
        note: session.note,
        priceMinor: sessionPrice(service),
        currency: service.currency,
        cancellationNoticeHours: service.cancellationNoticeHours,
        expiresAt: session.expiresAt,
        createdAt: session.createdAt,
        updatedAt: session.createdAt,
      })),
    )
    .returning({
      id: bookings.id,
      startsAt: bookings.startsAt,
      professionalId: bookings.professionalId,
    });
  const bookingId = (professionalId: number, startsAt: Date) =>
    booked.find(
      (row) =>
        row.professionalId === professionalId && row.startsAt.getTime() === startsAt.getTime(),
    )?.id ?? null;

  for (const { session, professionalId, customerId } of planned) {
    const last = session.messages.at(-1);
    if (!last) continue;
    const [conversation] = await tx
      .insert(conversations)
      .values({
        customerId,
        professionalId,
        bookingId: bookingId(professionalId, session.startsAt),
        lastMessageAt: last.at,
        createdAt: session.createdAt,
      })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('insert into conversations returned nothing');
    await tx.insert(messages).values(
      session.messages.map((message) => ({
        conversationId: conversation.id,
        senderId: message.fromCustomer ? customerId : professionalId,
        body: message.body,
        readAt: message === last ? null : message.at,
        createdAt: message.at,
      })),
    );
  }
}
