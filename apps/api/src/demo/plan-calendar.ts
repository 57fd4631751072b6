import { DEFAULT_TIME_ZONE } from '@fitmarket/core/limits';
import {
  type AvailabilityRules,
  openSlots,
  type WeeklyHours,
} from '@fitmarket/core/rules/bookings/availability';
import { expiresAt } from '@fitmarket/core/rules/bookings/transitions';
import type { PlannedPerson, PlannedProfessional } from './plan-marketplace';
import { createRandom, type Random } from './random';

/**
 * The demo's calendars (issue 10): every professional's working week, so a newcomer can book
 * any of them, and the coming week's sessions and requests of some, with the conversation
 * about each, so the bookings and messenger screens are not empty on the first visit.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DEMO_CALENDAR_SEED = 20_261_125;

type Week = Omit<WeeklyHours, 'locationId'>[];
const days = (weekdays: number[], start: string, end: string): Week =>
  weekdays.map((weekday) => ({ weekday, start, end }));

/** Working weeks people in this trade keep (ISO weekdays, wall times in their zone). */
const WEEKS: readonly Week[] = [
  days([1, 2, 3, 4, 5], '08:00', '16:00'),
  [...days([1, 2, 3, 4, 5], '12:00', '20:00'), ...days([6], '10:00', '14:00')],
  [
    ...days([1, 2, 3, 4], '06:30', '10:00'),
    ...days([1, 2, 3, 4], '16:00', '20:30'),
    ...days([6, 7], '10:00', '14:00'),
  ],
  days([1, 3, 5], '09:00', '18:00'),
];

export interface PlannedAvailability {
  /** False: takes requests without fixed hours (the customer proposes a time). */
  fixedHours: boolean;
  minNoticeMinutes: number;
  horizonDays: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  weekly: Week;
}

export interface PlannedSession {
  /** Index into the customers. */
  customer: number;
  /** Indexes into the professional's services and locations. */
  service: number;
  location: number;
  startsAt: Date;
  endsAt: Date;
  status: 'pending' | 'confirmed';
  createdAt: Date;
  expiresAt: Date;
  note: string;
  /** What the two wrote about it, oldest first; the last one is unread. */
  messages: { fromCustomer: boolean; body: string; at: Date }[];
}

export interface PlannedCalendar {
  availability: PlannedAvailability;
  sessions: PlannedSession[];
}

const NOTES = {
  fi: ['Olen aloittelija.', 'Polvi on vähän arka, otetaan se huomioon.', ''],
  en: ['I am a beginner.', 'My left knee is a bit sore, please take it into account.', ''],
};

const CONVERSATION: Record<'fi' | 'en', readonly [string, string]> = {
  fi: [
    'Hei! Lähetin juuri varauspyynnön. Pitääkö minun ottaa jotain mukaan?',
    'Hei ja kiitos varauksesta! Mukavat vaatteet ja vesipullo riittävät. Nähdään!',
  ],
  en: [
    'Hi! I just sent you a booking request. Should I bring anything?',
    'Hi, and thanks for booking! Comfortable clothes and a water bottle are enough. See you!',
  ],
};

function planAvailability(random: Random): PlannedAvailability {
  return {
    // About one in eight works without fixed hours and takes the customer's proposals.
    fixedHours: !random.chance(0.125),
    minNoticeMinutes: random.pick([2, 12, 24]) * 60,
    horizonDays: random.pick([30, 60, 90]),
    bufferBeforeMinutes: random.pick([0, 0, 15]),
    bufferAfterMinutes: random.pick([0, 15, 15, 30]),
    weekly: random.pick(WEEKS),
  };
}

/**
 * Up to three sessions in the coming week, at open slots of the professional's own week
 * (confirmed ones never overlap: the database refuses that) with customers of their language.
 */
function planSessions(
  random: Random,
  now: Date,
  professional: PlannedProfessional,
  availability: PlannedAvailability,
  customers: readonly PlannedPerson[],
): PlannedSession[] {
  if (!professional.published || professional.blockReason !== null) return [];
  if (!availability.fixedHours || professional.services.length === 0) return [];
  const rules: AvailabilityRules = {
    ...availability,
    timeZone: DEFAULT_TIME_ZONE,
    weekly: availability.weekly.map((hours) => ({ ...hours, locationId: null })),
    exceptions: [],
  };
  const sessions: PlannedSession[] = [];
  const count = random.int(0, 3);
  for (let made = 0; made < count; made += 1) {
    const service = random.int(0, professional.services.length - 1);
    const duration = professional.services[service]?.durationMinutes ?? 60;
    const busy = sessions
      .filter((session) => session.status === 'confirmed')
      .map((session) => ({ start: session.startsAt, end: session.endsAt }));
    const slots = openSlots(rules, busy, {
      durationMinutes: duration,
      locationId: null,
      now,
      until: new Date(now.getTime() + 7 * DAY_MS),
    });
    if (slots.length === 0) break;
    const slot = random.pick(slots);
    const customer = random.int(0, customers.length - 1);
    const language = customers[customer]?.language ?? 'fi';
    // A request made in the last hours waits for its answer; a confirmed one was made days ago.
    const status = random.chance(0.4) ? 'pending' : 'confirmed';
    const createdAt = new Date(
      now.getTime() - (status === 'pending' ? random.int(1, 10) : random.int(30, 120)) * HOUR_MS,
    );
    const [question, answer] = CONVERSATION[language];
    sessions.push({
      customer,
      service,
      location: random.int(0, Math.max(professional.locations.length - 1, 0)),
      startsAt: slot.start,
      endsAt: slot.end,
      status,
      createdAt,
      expiresAt: status === 'pending' ? expiresAt(createdAt, slot.start) : slot.start,
      note: random.pick(NOTES[language]),
      messages: [
        { fromCustomer: true, body: question, at: new Date(createdAt.getTime() + 60_000) },
        ...(status === 'confirmed'
          ? [{ fromCustomer: false, body: answer, at: new Date(createdAt.getTime() + HOUR_MS) }]
          : []),
      ],
    });
  }
  return sessions;
}

/** One calendar per professional, in the plan's order; the same on every machine for a `now`. */
export function planCalendars(
  now: Date,
  professionals: readonly PlannedProfessional[],
  customers: readonly PlannedPerson[],
): PlannedCalendar[] {
  const random = createRandom(DEMO_CALENDAR_SEED);
  const taken = new Set<string>();
  return professionals.map((professional, index) => {
    const availability = planAvailability(random);
    // One conversation per customer and professional: a second session of the pair goes
    // without one rather than opening another.
    const sessions = planSessions(random, now, professional, availability, customers).map(
      (session) => {
        const pair = `${session.customer}:${index}`;
        if (taken.has(pair)) return { ...session, messages: [] };
        taken.add(pair);
        return session;
      },
    );
    return { availability, sessions };
  });
}
