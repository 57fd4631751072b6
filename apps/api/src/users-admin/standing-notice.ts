import { MEMBERSHIP_TITLES } from '@fitmarket/core/api/memberships';
import type { Language } from '@fitmarket/core/language';
import type { MembershipId } from '@fitmarket/core/limits';
import { professionalPath } from '@fitmarket/core/links';
import { composeMail, type MailText } from '../auth/emails';
import type { Database } from '../db/client';
import { type Notice, notify } from '../notifications/notify';
import type { MailService } from '../platform/mail/mail-service';
import type { AdminUserRow } from './admin-user';

/**
 * Staff changed a person's standing (published, unpublished, membership): they are told in app
 * and by e-mail, whatever their settings (transactional, core rules/notifications.ts), in the
 * transaction of the change, so the notice exists exactly when the change does.
 */
export type StandingChange =
  | { kind: 'profile_published' }
  | { kind: 'profile_unpublished' }
  | { kind: 'membership_changed'; membership: MembershipId };

const texts: Record<Language, (change: StandingChange) => MailText> = {
  en: (change) => {
    if (change.kind === 'profile_published') {
      return {
        subject: 'Your profile is published',
        lines: ['Our staff published your profile: customers can now find and book you.'],
        action: 'See your profile',
      };
    }
    if (change.kind === 'profile_unpublished') {
      return {
        subject: 'Your profile is no longer published',
        lines: [
          'Our staff unpublished your profile: it is not shown in search and cannot be booked for now.',
          'Reply to this e-mail if you want to know why.',
        ],
        action: 'Open Fitmarket',
      };
    }
    return {
      subject: `Your membership is now ${MEMBERSHIP_TITLES[change.membership].en}`,
      lines: [`Our staff changed your membership to ${MEMBERSHIP_TITLES[change.membership].en}.`],
      action: 'Open Fitmarket',
    };
  },
  fi: (change) => {
    if (change.kind === 'profile_published') {
      return {
        subject: 'Profiilisi on julkaistu',
        lines: [
          'Ylläpito julkaisi profiilisi: asiakkaat voivat nyt löytää sinut ja varata aikoja.',
        ],
        action: 'Katso profiilisi',
      };
    }
    if (change.kind === 'profile_unpublished') {
      return {
        subject: 'Profiiliasi ei enää näytetä',
        lines: [
          'Ylläpito poisti profiilisi julkaisusta: se ei näy haussa eikä sitä voi toistaiseksi varata.',
          'Vastaa tähän viestiin, jos haluat tietää syyn.',
        ],
        action: 'Avaa Fitmarket',
      };
    }
    return {
      subject: `Jäsenyystasosi on nyt ${MEMBERSHIP_TITLES[change.membership].fi}`,
      lines: [`Ylläpito vaihtoi jäsenyystasoksesi ${MEMBERSHIP_TITLES[change.membership].fi}.`],
      action: 'Avaa Fitmarket',
    };
  },
};

/** Records the notice and queues its e-mail in `tx`; pass the notice to `announce` after commit. */
export async function tellStandingChange(
  tx: Database,
  deps: { mail: MailService; webUrl: string },
  actorId: number,
  user: AdminUserRow,
  change: StandingChange,
): Promise<Notice> {
  const lang: Language = user.language === 'fi' ? 'fi' : 'en';
  const notice = await notify(tx, {
    userId: user.id,
    type: change.kind,
    actorId,
    data: change.kind === 'membership_changed' ? { membership_id: change.membership } : {},
    mailedElsewhere: true,
  });
  const path =
    change.kind === 'profile_published' && user.slug ? professionalPath(user.slug, lang) : '/';
  await deps.mail.send(composeMail(user.email, texts[lang](change), `${deps.webUrl}${path}`), {
    tx,
  });
  return notice;
}
