import { isLanguage, type Language } from '@fitmarket/core/language';
import { WEB_LINKS } from '@fitmarket/core/links';
import type { BookingParty } from '@fitmarket/core/rules/bookings/transitions';
import { namesZone } from '@fitmarket/core/rules/bookings/zoned-time';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { bookings, users } from '../db/schema';
import type { JobRun } from '../platform/jobs/job-queue';
import type { MailService } from '../platform/mail/mail-service';
import { escapeHtml } from '../shared/html';
import type { BookingEvent } from './booking-events';
import { type BookingRow, selectBookings } from './booking-view';
import { calendarFile } from './calendar';

/**
 * The booking e-mails (docs/bookings.md): one to the person a change concerns, in their language.
 * They are transactional (core rules/notifications.ts): no setting turns them off. A session that enters or leaves the calendar carries
 * its calendar file (same UID, higher SEQUENCE), so calendar apps update the one event.
 */

interface Letter {
  subject: string;
  lines: string[];
}

/**
 * `when` is the session's time (a suggestion's: the suggested one), `asked` the time asked for,
 * `answerBy` the request's answer deadline (core `expiresAt`, the one the booking flow shows).
 */
type Texts = (
  when: string,
  other: string,
  reason: string,
  asked: string,
  answerBy: string,
) => Letter;

const letters: Record<BookingEvent['kind'], Record<Language, Texts>> = {
  requested: {
    en: (when, other, _reason, _asked, answerBy) => ({
      subject: `New booking request from ${other}`,
      lines: [
        `${other} asks for a session on ${when}.`,
        `Please accept or decline it by ${answerBy}; after that it expires.`,
      ],
    }),
    fi: (when, other, _reason, _asked, answerBy) => ({
      subject: `Uusi varauspyyntö: ${other}`,
      lines: [
        `${other} pyytää tapaamista ${when}.`,
        `Hyväksy tai hylkää pyyntö viimeistään ${answerBy}, muuten se vanhenee.`,
      ],
    }),
  },
  confirmed: {
    en: (when, other) => ({
      subject: `Booking confirmed: ${when}`,
      lines: [`${other} confirmed your session on ${when}.`, 'The calendar file is attached.'],
    }),
    fi: (when, other) => ({
      subject: `Varaus vahvistettu: ${when}`,
      lines: [`${other} vahvisti tapaamisesi ${when}.`, 'Kalenteritiedosto on liitteenä.'],
    }),
  },
  declined: {
    en: (when, other) => ({
      subject: 'Your booking request was declined',
      lines: [`${other} could not take your request for ${when}. Please choose another time.`],
    }),
    fi: (when, other) => ({
      subject: 'Varauspyyntösi hylättiin',
      lines: [`${other} ei voinut ottaa vastaan pyyntöäsi ajalle ${when}. Valitse toinen aika.`],
    }),
  },
  canceled: {
    en: (when, other, reason) => ({
      subject: `Booking cancelled: ${when}`,
      lines: [`${other} cancelled the session on ${when}.`, `Reason: ${reason}`],
    }),
    fi: (when, other, reason) => ({
      subject: `Varaus peruttu: ${when}`,
      lines: [`${other} perui tapaamisen ${when}.`, `Syy: ${reason}`],
    }),
  },
  expired: {
    en: (when, other) => ({
      subject: 'Your booking request expired',
      lines: [
        `${other} did not answer your request for ${when} in time. Please choose another time.`,
      ],
    }),
    fi: (when, other) => ({
      subject: 'Varauspyyntösi vanheni',
      lines: [`${other} ei vastannut pyyntöösi ajalle ${when} ajoissa. Valitse toinen aika.`],
    }),
  },
  expiry_reminder: {
    en: (when, other) => ({
      subject: `Please answer ${other}'s booking request`,
      lines: [`${other}'s request for ${when} is still waiting for your answer and expires soon.`],
    }),
    fi: (when, other) => ({
      subject: `Vastaa varauspyyntöön: ${other}`,
      lines: [`${other} odottaa vastaustasi pyyntöön ajalle ${when}. Pyyntö vanhenee pian.`],
    }),
  },
  suggested: {
    en: (when, other, _reason, asked) => ({
      subject: `${other} suggests another time: ${when}`,
      lines: [
        `${other} cannot make ${asked} and suggests ${when} instead.`,
        'Please accept or decline the new time in your bookings.',
      ],
    }),
    fi: (when, other, _reason, asked) => ({
      subject: `${other} ehdottaa toista aikaa: ${when}`,
      lines: [
        `${other} ei pääse ajalle ${asked} ja ehdottaa sen sijaan aikaa ${when}.`,
        'Hyväksy tai hylkää uusi aika varauksissasi.',
      ],
    }),
  },
  suggestion_declined: {
    en: (when, other) => ({
      subject: `${other} declined the time you suggested`,
      lines: [
        `${other} cannot come at the time you suggested. Their request for ${when} is waiting for your answer again.`,
      ],
    }),
    fi: (when, other) => ({
      subject: `${other} ei käy ehdottamasi aika`,
      lines: [
        `${other} ei pääse ehdottamaasi aikaan. Pyyntö ajalle ${when} odottaa taas vastaustasi.`,
      ],
    }),
  },
  // `asked` is the time the session had before; `answerBy` is empty when it stays confirmed.
  rescheduled: {
    en: (when, other, _reason, asked, answerBy) => ({
      subject: `${other} moved a booking to ${when}`,
      lines: [
        `${other} moved their session from ${asked} to ${when}.`,
        answerBy
          ? `Your service asks for your approval: please accept or decline the new time by ${answerBy}; after that it expires.`
          : 'The session stays confirmed at the new time. The updated calendar file is attached.',
      ],
    }),
    fi: (when, other, _reason, asked, answerBy) => ({
      subject: `Varaus siirretty: ${when} (${other})`,
      lines: [
        `${other} siirsi tapaamisen ajalta ${asked} ajalle ${when}.`,
        answerBy
          ? `Palvelusi varaukset vaativat hyväksyntäsi: hyväksy tai hylkää uusi aika viimeistään ${answerBy}, muuten pyyntö vanhenee.`
          : 'Tapaaminen on vahvistettu uuteen aikaan. Päivitetty kalenteritiedosto on liitteenä.',
      ],
    }),
  },
  no_show: {
    en: (when, other) => ({
      subject: 'A missed session was recorded',
      lines: [`${other} recorded that you did not come to the session on ${when}.`],
    }),
    fi: (when, other) => ({
      subject: 'Poisjäänti merkitty',
      lines: [`${other} merkitsi, ettet saapunut tapaamiseen ${when}.`],
    }),
  },
};

/**
 * The customer's own confirmation of a move (the professional reads `letters.rescheduled`).
 * `other` is the professional; `answerBy` is empty when the session stays confirmed.
 */
const rescheduledForCustomer: Record<Language, Texts> = {
  en: (when, other, _reason, asked, answerBy) => ({
    subject: `Your booking was moved to ${when}`,
    lines: [
      `Your session with ${other} was moved from ${asked} to ${when}.`,
      answerBy
        ? `This service needs ${other}'s approval: the new time awaits their answer by ${answerBy}. Without an answer by then the request expires.`
        : 'The session is confirmed at the new time. The updated calendar file is attached.',
    ],
  }),
  fi: (when, _other, _reason, asked, answerBy) => ({
    subject: `Varauksesi siirretty: ${when}`,
    lines: [
      `Tapaamisesi on siirretty ajalta ${asked} ajalle ${when}.`,
      answerBy
        ? `Ammattilainen hyväksyy tämän palvelun varaukset itse: uusi aika odottaa vastausta viimeistään ${answerBy}. Ellei vastausta tule siihen mennessä, pyyntö vanhenee.`
        : 'Tapaaminen on vahvistettu uuteen aikaan. Päivitetty kalenteritiedosto on liitteenä.',
    ],
  }),
};

/** Who hears of each change: the side it concerns (or the one the event names). */
function recipientParty(event: BookingEvent): BookingParty {
  if (event.mailTo) return event.mailTo;
  if (
    event.kind === 'requested' ||
    event.kind === 'expiry_reminder' ||
    event.kind === 'suggestion_declined' ||
    event.kind === 'rescheduled'
  ) {
    return 'professional';
  }
  // A customer confirms by accepting the professional's suggested time.
  if (event.kind === 'canceled' || event.kind === 'no_show' || event.kind === 'confirmed') {
    return event.actorParty === 'customer' ? 'professional' : 'customer';
  }
  return 'customer';
}

/**
 * "Wednesday 10 June 2026 at 10:00 EEST" (fi "keskiviikko 10. kesäkuuta 2026 klo 10.00": a Finn
 * at home is not told the zone, core `namesZone`).
 */
export function sessionTime(date: Date, zone: string, lang: Language): string {
  const { timeZoneName: _, ...withoutZone } = DateTime.DATETIME_HUGE;
  return DateTime.fromJSDate(date, { zone })
    .setLocale(lang === 'fi' ? 'fi' : 'en-GB')
    .toLocaleString(
      namesZone(zone, lang) ? { ...withoutZone, timeZoneName: 'short' } : withoutZone,
    );
}

const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();

/** A booking e-mail's text and HTML: its lines, then the link to the bookings page. */
export function bookingMailBody(lines: readonly string[], link: string) {
  return {
    text: [...lines, '', link, '', '— Fitmarket'].join('\n'),
    html: `<div style="font-family:sans-serif;max-width:560px">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>— Fitmarket</p></div>`,
    links: [link],
  };
}

function compose(row: BookingRow, event: BookingEvent, lang: Language, link: string) {
  const { booking } = row;
  const toProfessional = recipientParty(event) === 'professional';
  const other = toProfessional
    ? booking.title || fullName(row.customer ?? { first_name: '', last_name: '' })
    : fullName(row.professional);
  const rescheduled = event.kind === 'rescheduled';
  const current = sessionTime(booking.startsAt, booking.timeZone, lang);
  const asked =
    rescheduled && event.previousStartsAt
      ? sessionTime(new Date(event.previousStartsAt), booking.timeZone, lang)
      : current;
  const texts = rescheduled && !toProfessional ? rescheduledForCustomer : letters[event.kind];
  const letter = texts[lang](
    event.kind === 'suggested' && booking.suggestedStartsAt
      ? sessionTime(booking.suggestedStartsAt, booking.timeZone, lang)
      : current,
    other,
    booking.cancelReason ?? '',
    asked,
    rescheduled && booking.status !== 'pending'
      ? ''
      : sessionTime(booking.expiresAt, booking.timeZone, lang),
  );
  // The words were for the other party: a copy to the one who wrote them leaves them out.
  const lines =
    event.message && !event.mailTo ? [...letter.lines, `“${event.message}”`] : letter.lines;
  // A moved session updates the event (a request again shows as tentative).
  const inCalendar =
    event.kind === 'confirmed' ||
    (event.kind === 'canceled' && event.from === 'confirmed') ||
    (rescheduled && (event.from === 'confirmed' || booking.status === 'confirmed'));
  return {
    subject: letter.subject,
    ...bookingMailBody(lines, link),
    attachments: inCalendar
      ? [
          {
            filename: 'booking.ics',
            contentType: `text/calendar; charset=utf-8; method=${event.kind === 'canceled' ? 'CANCEL' : 'REQUEST'}`,
            content: calendarFile(
              [row],
              toProfessional ? booking.professionalId : (booking.customerId ?? 0),
              lang,
              event.kind === 'canceled' ? 'CANCEL' : 'REQUEST',
            ),
          },
        ]
      : [],
  };
}

/**
 * The booking-mail job's handler (booking-events.ts): composes the mail and queues it, keyed by
 * the job, so a run repeated after a crash queues no second mail.
 */
export function bookingMailer(deps: { db: Database; mail: MailService; config: Config }) {
  return async (event: BookingEvent, run: JobRun) => {
    const party = recipientParty(event);
    const recipientId = party === 'professional' ? event.professionalId : event.customerId;
    if (!recipientId) return;
    const [recipient] = await deps.db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, recipientId));
    if (!recipient) return;
    const [row] = await selectBookings(deps.db, eq(bookings.id, event.bookingId));
    if (!row) return;
    const lang = isLanguage(recipient.language) ? recipient.language : 'en';
    const path = party === 'professional' ? WEB_LINKS.bookings : WEB_LINKS.bookingsHistory;
    await deps.mail.send(
      { to: recipient.email, ...compose(row, event, lang, `${deps.config.webUrl}${path}`) },
      { dedupeKey: `booking-mail:${run.id}` },
    );
  };
}
