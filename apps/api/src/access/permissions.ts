import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { isStaffRole, type Role } from '@fitmarket/core/limits';
import { AppError } from '../errors/app-error';

/**
 * The one answer to "may this user do this to that resource" (role, ownership, blocked). Every
 * route that touches someone's data asks here instead of comparing ids and roles itself, so a
 * rule changes in one place and its refusals look the same everywhere. Who may call each route
 * at all is the table in route-access.ts; this decides about the resource the call names.
 */

/** Who acts: the signed-in user as the guard resolved them. */
export interface Actor {
  id: number;
  role: Role;
  blocked: boolean;
}

/** A user's account and everything that hangs on it (profile, settings, password). */
export interface AccountResource {
  userId: number;
  role: Role;
}

/** Something a user made and owns (an uploaded file; later bookings, messages, campaigns). */
export interface OwnedResource {
  ownerId: number;
}

/** A professional's public profile; `listed` when published and not blocked. */
export interface ProfessionalResource {
  userId: number;
  listed: boolean;
}

/**
 * A professional someone wants to book or follow; `blocksActor` when the professional has
 * blocked a conversation with the actor (messaging/conversation-access.ts): a block covers
 * bookings and follows too.
 */
export interface ContactedProfessional extends ProfessionalResource {
  blocksActor: boolean;
}

/** A messenger conversation: its two people and who blocked it, if anyone (messaging/). */
export interface ConversationResource {
  customerId: number;
  professionalId: number;
  blockedBy: number | null;
}

/** A booking: its professional and, unless it was entered by hand, its customer. */
export interface BookingResource {
  professionalId: number;
  customerId: number | null;
}

/** A review: whom it is about and who wrote it. */
export interface ReviewResource {
  professionalId: number;
  authorId: number | null;
}

/** Each action with the kind of resource it acts on. */
interface ActionResources {
  'account.update': AccountResource;
  'account.upgrade': AccountResource;
  /** Staff decisions about another user (users issue): block; activate, membership, publishing. */
  'account.block': AccountResource;
  'account.moderate': AccountResource;
  /** The back-office users list, its CSV export and a user's audit history. */
  'users.read': null;
  /** A professional's own profile: read and edit it, publish and unpublish it (issue 7). */
  'profile.edit': AccountResource;
  'profile.publish': AccountResource;
  'file.use': OwnedResource;
  'staff.invite': null;
  /** Searching every professional, unpublished and blocked ones too (back-office list). */
  'professional.search-all': null;
  /** What visitors searched for (back-office statistics and its CSV export). */
  'statistics.read': null;
  /** The dashboard home's counts. */
  'dashboard.read': null;
  /** The professionals' affiliate partners and discount codes. */
  'affiliate.read': null;
  /** The testers' answered questionnaires (back-office feedbacks and its CSV export). */
  'feedback.read': null;
  /** Payments, refunds, subscriptions and receipts (back-office payments page and its CSV). */
  'payments.read': null;
  /** Refunding a membership payment from the back-office payments page. */
  'payments.refund': null;
  /** Seeing a public profile: anyone when listed; otherwise its owner and staff only. */
  'professional.view': ProfessionalResource;
  /** Contacting a professional from their profile: only a listed one, never oneself. */
  'conversation.start': ProfessionalResource;
  /** Following a listed professional who has not blocked one; never oneself. */
  'professional.follow': ContactedProfessional;
  /** Reading, marking read and blocking a conversation: its two people only. */
  'conversation.read': ConversationResource;
  'conversation.block': ConversationResource;
  /** Writing in it: its two people, while it is not blocked. */
  'conversation.send': ConversationResource;
  /** Lifting a block: only the person who blocked it (an open one may be "unblocked" too). */
  'conversation.unblock': ConversationResource;
  /** Reporting a message of a conversation one takes part in. */
  'message.report': ConversationResource;
  /** The back-office queue of reported messages: removing or keeping them. */
  'message.moderate': null;
  /** Marking one's own notification read. */
  'notification.update': OwnedResource;
  /** A professional's own availability and manual bookings (issue 10). */
  'availability.edit': AccountResource;
  'booking.manual': AccountResource;
  /** Asking a listed professional who has not blocked one for a session (staff do not book). */
  'booking.request': ContactedProfessional;
  /** Seeing and acting on a booking: its two parties; what each may do is the transition table. */
  'booking.read': BookingResource;
  'booking.act': BookingResource;
  /** Reviewing a booking: only its customer (its professional is told 1363). */
  'review.write': BookingResource;
  /** The one public reply: the reviewed professional. */
  'review.reply': ReviewResource;
  /** Anyone signed in may report a review to staff. */
  'review.report': ReviewResource;
  /** The back-office queue of reported reviews: hiding or keeping them. */
  'review.moderate': null;
  /** A professional's own campaign (pause, resume, figures); someone else's is hidden. */
  'campaign.manage': OwnedResource;
  /** Staff list, approve, reject and stop campaigns and ads. */
  'campaign.moderate': null;
  /** Staff add, edit and remove affiliate partners and codes. */
  'affiliate.manage': null;
  /** A professional's own provider connections and imported social items (issue 20). */
  'social.manage': OwnedResource;
}
export type Action = keyof ActionResources;

/**
 * allow; forbidden (403: the user may know the thing exists but not touch it); hidden (404:
 * somebody else's private thing, answered as if it did not exist so ids cannot be probed).
 * A refusal that the person can understand and act on names its own catalogue code, answered
 * with that code's status.
 */
export type Decision = 'allow' | 'forbidden' | 'hidden' | { refused: ErrorCode };

const isSelf = (actor: Actor, account: AccountResource) => actor.id === account.userId;
const owns = (actor: Actor, resource: OwnedResource) => actor.id === resource.ownerId;
const ownOnly = (yes: boolean): Decision => (yes ? 'allow' : 'hidden');
const takesPart = (actor: Actor, conversation: ConversationResource) =>
  ownOnly(actor.id === conversation.customerId || actor.id === conversation.professionalId);
/** The first of the checks that does not allow, else allow. */
const allOf = (...decisions: (() => Decision)[]): Decision => {
  for (const decision of decisions) {
    const answer = decision();
    if (answer !== 'allow') return answer;
  }
  return 'allow';
};
/** A professional who blocked the actor is, to them, as if not listed. */
const contactable = (profile: ContactedProfessional): Decision =>
  profile.listed && !profile.blocksActor ? 'allow' : 'hidden';
const staffOnly = (actor: Actor): Decision => (isStaffRole(actor.role) ? 'allow' : 'forbidden');
const bookingParty = (actor: Actor, booking: BookingResource): Decision =>
  ownOnly(actor.id === booking.professionalId || actor.id === booking.customerId);
/** Only professionals have a profile; others may know that, so it is forbidden, not hidden. */
const ownProfessionalProfile = (actor: Actor, account: AccountResource): Decision =>
  !isSelf(actor, account) ? 'hidden' : account.role === 'professional' ? 'allow' : 'forbidden';

const policy: { [A in Action]: (actor: Actor, resource: ActionResources[A]) => Decision } = {
  'account.update': (actor, account) => ownOnly(isSelf(actor, account)),
  'account.upgrade': (actor, account) =>
    !isSelf(actor, account) ? 'hidden' : account.role === 'customer' ? 'allow' : { refused: 1305 },
  // Staff cannot block themselves, and nobody can block, demote or unpublish an owner.
  'account.block': (actor, account) =>
    !isStaffRole(actor.role)
      ? 'forbidden'
      : account.role === 'owner'
        ? { refused: 1340 }
        : isSelf(actor, account)
          ? { refused: 1341 }
          : 'allow',
  'account.moderate': (actor, account) =>
    !isStaffRole(actor.role) ? 'forbidden' : account.role === 'owner' ? { refused: 1340 } : 'allow',
  'users.read': (actor) => (isStaffRole(actor.role) ? 'allow' : 'forbidden'),
  'profile.edit': ownProfessionalProfile,
  // Blocked users are refused by decide() before any rule; staff publish in the back-office.
  'profile.publish': ownProfessionalProfile,
  'file.use': (actor, file) => ownOnly(owns(actor, file)),
  'staff.invite': (actor) => (actor.role === 'owner' ? 'allow' : 'forbidden'),
  'professional.search-all': (actor) => (isStaffRole(actor.role) ? 'allow' : 'forbidden'),
  'statistics.read': staffOnly,
  'dashboard.read': staffOnly,
  'affiliate.read': staffOnly,
  'feedback.read': staffOnly,
  'payments.read': staffOnly,
  'payments.refund': staffOnly,
  'professional.view': (actor, profile) =>
    profile.listed || isStaffRole(actor.role) ? 'allow' : ownOnly(actor.id === profile.userId),
  'professional.follow': (actor, profile) =>
    allOf(
      () => contactable(profile),
      () => (actor.id === profile.userId ? { refused: 1327 } : 'allow'),
    ),
  'conversation.start': (actor, profile) =>
    allOf(
      () => ownOnly(profile.listed),
      () => (actor.id === profile.userId ? { refused: 1372 } : 'allow'),
    ),
  'conversation.read': takesPart,
  'conversation.block': takesPart,
  'conversation.send': (actor, conversation) =>
    allOf(
      () => takesPart(actor, conversation),
      () => (conversation.blockedBy === null ? 'allow' : { refused: 1371 }),
    ),
  'conversation.unblock': (actor, conversation) =>
    allOf(
      () => takesPart(actor, conversation),
      () =>
        conversation.blockedBy === null || conversation.blockedBy === actor.id
          ? 'allow'
          : { refused: 1374 },
    ),
  'message.report': takesPart,
  'message.moderate': (actor) => (isStaffRole(actor.role) ? 'allow' : 'forbidden'),
  'notification.update': (actor, notification) => ownOnly(owns(actor, notification)),
  'availability.edit': ownProfessionalProfile,
  'booking.manual': ownProfessionalProfile,
  'booking.request': (actor, profile) =>
    allOf(
      () => contactable(profile),
      () => (isStaffRole(actor.role) ? 'forbidden' : 'allow'),
    ),
  'booking.read': bookingParty,
  'booking.act': bookingParty,
  // Its professional may know the booking, so is told why rather than that it is not there.
  'review.write': (actor, booking) =>
    actor.id === booking.professionalId
      ? { refused: 1363 }
      : ownOnly(actor.id === booking.customerId),
  'review.reply': (actor, review) => ownOnly(actor.id === review.professionalId),
  'review.report': () => 'allow',
  'review.moderate': staffOnly,
  'social.manage': (actor, item) => ownOnly(owns(actor, item)),
  'campaign.manage': (actor, campaign) => ownOnly(owns(actor, campaign)),
  'campaign.moderate': staffOnly,
  'affiliate.manage': staffOnly,
};

/** The decision alone, for lists and for showing or hiding actions. */
export function decide<A extends Action>(
  actor: Actor,
  action: A,
  resource: ActionResources[A],
): Decision {
  // A blocked user is signed out by the guard already; this keeps a stale object harmless.
  if (actor.blocked) return 'forbidden';
  return policy[action](actor, resource);
}

export function can<A extends Action>(
  actor: Actor,
  action: A,
  resource: ActionResources[A],
): boolean {
  return decide(actor, action, resource) === 'allow';
}

/**
 * Throws the refusal: 403 with 1002 when forbidden, 404 with 1302 when hidden, or the policy's
 * own code with its catalogue status.
 */
export function authorize<A extends Action>(
  actor: Actor,
  action: A,
  resource: ActionResources[A],
): void {
  const decision = decide(actor, action, resource);
  if (decision === 'allow') return;
  if (decision === 'forbidden') throw new AppError({ code: 1002 }, 403);
  if (decision === 'hidden') throw new AppError({ code: 1302 });
  throw new AppError({ code: decision.refused });
}
