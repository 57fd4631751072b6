import { isTimeZone } from '@fitmarket/core/rules/bookings/availability';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';

/**
 * The busy times of an iCalendar feed between two instants (docs/bookings.md "Busy times from
 * your calendar"), read with ical.js: recurring events (RRULE, RDATE) are expanded, EXDATE
 * leaves occurrences out, a moved or cancelled occurrence (RECURRENCE-ID) replaces its original.
 * Cancelled events and those marked free (TRANSP:TRANSPARENT) block nothing.
 *
 * Time zones: a TZID the runtime knows (IANA, as Google and Apple write) is read with Luxon's
 * current rules; any other (Outlook's "FLE Standard Time") with the feed's own VTIMEZONE; a
 * floating time, an unknown zone and an all-day date are in the professional's zone (an all-day
 * event blocks its days from midnight to midnight there).
 */

export interface BusyInterval {
  start: Date;
  end: Date;
}

/** Where a runaway feed stops: occurrences looked at per event, intervals kept per feed. */
const MAX_OCCURRENCES_PER_EVENT = 20_000;
export const MAX_BUSY_INTERVALS = 5_000;
const DAY_MS = 86_400_000;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/** The TZID a date property names, if any. */
function tzidOf(component: IcalComponent, property: 'dtstart' | 'dtend'): string | null {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The instant of an iCalendar time (see above for the zone rules). */
function instantOf(time: IcalTime, tzid: string | null, fallbackZone: string): Date {
  const fields = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  };
  if (time.isDate) return DateTime.fromObject(fields, { zone: fallbackZone }).toJSDate();
  if (time.zone === ICAL.Timezone.utcTimezone)
    return DateTime.fromObject(fields, { zone: 'utc' }).toJSDate();
  const named = tzid ?? time.zone?.tzid ?? null;
  if (named && isTimeZone(named)) return DateTime.fromObject(fields, { zone: named }).toJSDate();
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return time.toJSDate();
  return DateTime.fromObject(fields, { zone: fallbackZone }).toJSDate();
}

/** Whether an event (or one occurrence's replacement) takes time at all. */
function blocks(event: IcalEvent): boolean {
  const status = String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(event.component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

function interval(
  event: IcalEvent,
  start: IcalTime,
  end: IcalTime,
  fallbackZone: string,
): BusyInterval | null {
  const startZone = tzidOf(event.component, 'dtstart');
  const endZone = event.component.hasProperty('dtend')
    ? tzidOf(event.component, 'dtend')
    : startZone;
  const from = instantOf(start, startZone, fallbackZone);
  let until = instantOf(end, endZone, fallbackZone);
  // An all-day event without an end lasts its day; a zero-length one blocks nothing.
  if (start.isDate && until <= from) until = new Date(from.getTime() + DAY_MS);
  return until > from ? { start: from, end: until } : null;
}

/**
 * The busy intervals of `text` overlapping [from, until), merged and sorted, at most
 * MAX_BUSY_INTERVALS. Throws when `text` is not iCalendar.
 */
export function busyIntervals(
  text: string,
  window: { from: Date; until: Date; zone: string },
): BusyInterval[] {
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== 'vcalendar') throw new Error('not a VCALENDAR');
  const events = root.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));

  // Moved and cancelled occurrences belong to their series (same UID, RECURRENCE-ID).
  const masters = new Map<string, IcalEvent>();
  for (const event of events) {
    if (!event.isRecurrenceException()) masters.set(event.uid, event);
  }
  const singles: IcalEvent[] = [];
  for (const event of events) {
    if (!event.isRecurrenceException()) continue;
    const master = masters.get(event.uid);
    if (master) master.relateException(event);
    else singles.push(event);
  }

  const from = window.from.getTime();
  const until = window.until.getTime();
  const found: BusyInterval[] = [];
  const keep = (busy: BusyInterval | null) => {
    if (busy && busy.start.getTime() < until && busy.end.getTime() > from) found.push(busy);
  };

  for (const event of [...masters.values(), ...singles]) {
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      if (blocks(event)) keep(interval(event, event.startDate, event.endDate, window.zone));
      continue;
    }
    // A series marked free or cancelled as a whole blocks none of its occurrences.
    if (!blocks(event)) continue;
    const startZone = tzidOf(event.component, 'dtstart');
    const iterator = event.iterator();
    for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT; count += 1) {
      const next = iterator.next();
      if (!next) break;
      // A moved occurrence may land a little way from its original time; look a week on.
      if (instantOf(next, startZone, window.zone).getTime() > until + 7 * DAY_MS) break;
      const details = event.getOccurrenceDetails(next);
      if (!blocks(details.item)) continue;
      keep(interval(details.item, details.startDate, details.endDate, window.zone));
    }
  }
  return merged(found).slice(0, MAX_BUSY_INTERVALS);
}

/** Overlapping and touching intervals as one, sorted by start. */
function merged(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: BusyInterval[] = [];
  for (const busy of sorted) {
    const last = out.at(-1);
    if (last && busy.start.getTime() <= last.end.getTime()) {
      if (busy.end > last.end) last.end = busy.end;
    } else {
      out.push({ start: busy.start, end: busy.end });
    }
  }
  return out;
}
