import type { Language } from '@fitmarket/core/language';
import type { NotificationType } from '@fitmarket/core/limits';
import { professionalPath } from '@fitmarket/core/links';
import {
  OPTIONAL_NOTIFICATION_TYPES,
  type OptionalNotificationType,
} from '@fitmarket/core/rules/notifications';
import { composeMail, type MailText } from '../auth/emails';
import type { OutgoingMail } from '../platform/mail/mail-service';

/**
 * The notifications this job mails: the optional ones. The transactional ones are mailed where
 * they happen (booking-mail.ts, reminder-job.ts, users-admin/standing-notice.ts), whatever the
 * settings, so they are never mailed here.
 */
export const EMAILED_NOTIFICATION_TYPES = OPTIONAL_NOTIFICATION_TYPES;
type EmailedType = OptionalNotificationType;

export function isEmailedType(type: NotificationType): type is EmailedType {
  return (EMAILED_NOTIFICATION_TYPES as readonly string[]).includes(type);
}

export interface NotificationMailInput {
  type: EmailedType;
  /** The actor's name as people see it; empty when they deleted their account. */
  actorName: string;
  data: Record<string, unknown>;
  /** The marketplace's address, for the link to what happened. */
  webUrl: string;
}

const count = (data: Record<string, unknown>) =>
  typeof data.count === 'number' && data.count > 1 ? data.count : 1;

/** Where the link in each e-mail leads (the marketplace's routes). */
function linkPath(type: EmailedType, data: Record<string, unknown>, lang: Language): string {
  if (type === 'new_message') return `/messages/${Number(data.conversation_id)}`;
  if (type === 'new_follower') return '/account';
  // The review and the reply to it are on the reviewed profile's page.
  return typeof data.slug === 'string' ? `${professionalPath(data.slug, lang)}#reviews` : '/';
}

const someone = { en: 'Someone', fi: 'Joku' } as const;

const texts: Record<
  EmailedType,
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
};

/** The e-mail of a notification, in the recipient's language. */
export function notificationMail(
  lang: Language,
  to: string,
  input: NotificationMailInput,
): OutgoingMail {
  const who = input.actorName.trim() || someone[lang];
  const link = new URL(linkPath(input.type, input.data, lang), input.webUrl).toString();
  return composeMail(to, texts[input.type][lang](who, input.data), link);
}
