import type { Language } from '@fitmarket/core/language';
import type { NotificationType } from '@fitmarket/core/limits';
import { composeMail, type MailText } from '../auth/emails';
import type { OutgoingMail } from '../platform/mail/mail-service';

export interface NotificationMailInput {
  type: NotificationType;
  /** The actor's name as people see it; empty when they deleted their account. */
  actorName: string;
  data: Record<string, unknown>;
  /** The marketplace's address, for the link to what happened. */
  webUrl: string;
}

const count = (data: Record<string, unknown>) =>
  typeof data.count === 'number' && data.count > 1 ? data.count : 1;

/** Where the link in each e-mail leads (the marketplace's routes). */
function linkPath(type: NotificationType, data: Record<string, unknown>): string {
  if (type === 'new_message') return `/messages/${Number(data.conversation_id)}`;
  if (type === 'new_follower') return '/account';
  if (type === 'new_review') return '/account/reviews';
  return '/account/bookings';
}

const someone = { en: 'Someone', fi: 'Joku' } as const;

const texts: Record<
  NotificationType,
  Record<Language, (who: string, data: Record<string, unknown>) => MailText>
> = {
  new_message: {
    en: (who, data) => ({
      subject: `New message from ${who}`,
      lines: [
        count(data) > 1
          ? `${who} sent you ${count(data)} messages on Fitmarket.`
          : `${who} sent you a message on Fitmarket.`,
      ],
      action: 'Read and reply',
    }),
    fi: (who, data) => ({
      subject: `Uusi viesti: ${who}`,
      lines: [
        count(data) > 1
          ? `${who} lähetti sinulle ${count(data)} viestiä Fitmarketissa.`
          : `${who} lähetti sinulle viestin Fitmarketissa.`,
      ],
      action: 'Lue ja vastaa',
    }),
  },
  new_follower: {
    en: (who) => ({
      subject: `${who} is now following you`,
      lines: [`${who} started following your profile on Fitmarket.`],
      action: 'Open Fitmarket',
    }),
    fi: (who) => ({
      subject: `${who} seuraa sinua`,
      lines: [`${who} alkoi seurata profiiliasi Fitmarketissa.`],
      action: 'Avaa Fitmarket',
    }),
  },
  new_review: {
    en: (who) => ({
      subject: `${who} reviewed your session`,
      lines: [`${who} wrote a review of a session with you on Fitmarket.`],
      action: 'Read the review',
    }),
    fi: (who) => ({
      subject: `${who} arvioi tuntinne`,
      lines: [`${who} kirjoitti arvion kanssasi pidetystä tunnista Fitmarketissa.`],
      action: 'Lue arvio',
    }),
  },
  new_booking: {
    en: (who) => ({
      subject: `New booking request from ${who}`,
      lines: [`${who} would like to book a session with you. Please accept or decline it.`],
      action: 'Open your bookings',
    }),
    fi: (who) => ({
      subject: `Uusi varauspyyntö: ${who}`,
      lines: [`${who} haluaa varata tunnin kanssasi. Hyväksy tai hylkää pyyntö.`],
      action: 'Avaa varauksesi',
    }),
  },
  booking_confirmed: {
    en: (who) => ({
      subject: 'Your booking is confirmed',
      lines: [`${who} confirmed your booking.`],
      action: 'Open your bookings',
    }),
    fi: (who) => ({
      subject: 'Varauksesi on vahvistettu',
      lines: [`${who} vahvisti varauksesi.`],
      action: 'Avaa varauksesi',
    }),
  },
  booking_declined: {
    en: (who) => ({
      subject: 'Your booking request was declined',
      lines: [`${who} could not take your booking request.`],
      action: 'Open your bookings',
    }),
    fi: (who) => ({
      subject: 'Varauspyyntösi hylättiin',
      lines: [`${who} ei voinut ottaa varauspyyntöäsi vastaan.`],
      action: 'Avaa varauksesi',
    }),
  },
  booking_canceled: {
    en: (who) => ({
      subject: 'A booking was canceled',
      lines: [`${who} canceled a booking with you.`],
      action: 'Open your bookings',
    }),
    fi: (who) => ({
      subject: 'Varaus peruttiin',
      lines: [`${who} perui varauksen kanssasi.`],
      action: 'Avaa varauksesi',
    }),
  },
};

/** The e-mail of a notification, in the recipient's language. */
export function notificationMail(
  lang: Language,
  to: string,
  input: NotificationMailInput,
): OutgoingMail {
  const who = input.actorName.trim() || someone[lang];
  const link = new URL(linkPath(input.type, input.data), input.webUrl).toString();
  return composeMail(to, texts[input.type][lang](who, input.data), link);
}
