import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { type AvailabilityRules, openSlots, serviceBuffers } from './availability';

const zone = 'Europe/Helsinki';
const rules: AvailabilityRules = {
  timeZone: zone,
  minNoticeMinutes: 0,
  horizonDays: 365,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start: '09:00',
    end: '13:00',
    locationId: null,
  })),
  exceptions: [],
};
const at = (time: string) => DateTime.fromISO(`2026-06-10T${time}`, { zone }).toJSDate();
const day = { from: at('00:00'), until: at('23:59'), now: new Date('2026-06-01T00:00:00Z') };
const starts = (slots: { start: Date }[]) =>
  slots.map((slot) => DateTime.fromJSDate(slot.start, { zone }).toFormat('HH:mm'));

describe('buffers per service', () => {
  it("uses a service's own buffers, else the professional's", () => {
    const professional = { bufferBeforeMinutes: 10, bufferAfterMinutes: 5 };
    expect(serviceBuffers(professional, null)).toEqual(professional);
    expect(
      serviceBuffers(professional, { bufferBeforeMinutes: 30, bufferAfterMinutes: null }),
    ).toEqual({ bufferBeforeMinutes: 30, bufferAfterMinutes: 5 });
  });

  it("keeps the new session's before and the earlier session's after", () => {
    // A session 10:00-11:00 of a service that needs 30 minutes after it.
    const busy = [
      { start: at('10:00'), end: at('11:00'), bufferBeforeMinutes: 0, bufferAfterMinutes: 30 },
    ];
    const plain = openSlots(rules, busy, { durationMinutes: 60, locationId: null, ...day });
    expect(starts(plain)).toEqual(['09:00', '11:30', '11:45', '12:00']);
    // The new session needs 15 minutes before it, on top of the 30 after the earlier one.
    const withBefore = openSlots(rules, busy, {
      durationMinutes: 60,
      locationId: null,
      ...day,
      buffers: { bufferBeforeMinutes: 15, bufferAfterMinutes: 0 },
    });
    expect(starts(withBefore)).toEqual(['09:00', '11:45', '12:00']);
    // Its own after keeps it off the start of the later one.
    const withAfter = openSlots(rules, busy, {
      durationMinutes: 60,
      locationId: null,
      ...day,
      buffers: { bufferBeforeMinutes: 0, bufferAfterMinutes: 15 },
    });
    expect(starts(withAfter)).toEqual(['11:30', '11:45', '12:00']);
  });

  it('keeps a busy time from the calendar clear by the new session\u2019s buffers only', () => {
    const professional = { ...rules, bufferBeforeMinutes: 30, bufferAfterMinutes: 30 };
    const busy = [
      { start: at('10:00'), end: at('11:00'), bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
    ];
    const slots = openSlots(professional, busy, { durationMinutes: 60, locationId: null, ...day });
    expect(starts(slots)).toEqual(['11:30', '11:45', '12:00']);
  });
});
