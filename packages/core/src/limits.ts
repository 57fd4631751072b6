/**
 * Business constants (SPEC §9). Each limit lives here once; the server enforces it, the
 * clients explain it early and the error texts quote it.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

// Professional profile

/** Locations a professional may list (at least one is required). */
export const MAX_LOCATIONS = 5;
/** Specialities a professional may pick (at least one is required). */
export const MAX_SPECIALITIES = 5;

/** Longest profile address (slug), in characters. */
export const SLUG_MAX_LENGTH = 20;
/**
 * Services a professional may list (at least one is required). SPEC leaves the number to us:
 * ten covers every price list we have seen, and a longer one stops being readable.
 */
export const MAX_SERVICES = 10;
/** A profile's long description ("my story"), per language, in characters. */
export const LONG_DESCRIPTION_MAX_LENGTH = 5000;
/** A service's own description and its package description, in characters. */
export const SERVICE_DESCRIPTION_MAX_LENGTH = 500;
/** Most expensive single service, in minor units (100,000.00): a guard against typing slips. */
export const SERVICE_PRICE_MAX_MINOR = 10_000_000;
/** Sessions in one package. */
export const SERVICE_SESSIONS_MAX = 100;
/** Languages a professional may say they speak. */
export const MAX_SPOKEN_LANGUAGES = 10;
/** Certificate title and id number, in characters. */
export const CERTIFICATE_TITLE_MAX_LENGTH = 120;
export const CERTIFICATE_ID_MAX_LENGTH = 60;
/** A photo caption, in characters. */
export const PHOTO_CAPTION_MAX_LENGTH = 200;
/** A header video link, in characters. */
export const VIDEO_URL_MAX_LENGTH = 300;
/** Youngest age at which one may offer services on the marketplace. */
export const MIN_PROFESSIONAL_AGE = 16;
/** A birth date further back than this many years is a slip of the keyboard. */
export const MAX_AGE_YEARS = 120;
/** The fast registration's steps (SPEC §4): 1 basic info, 2 location, 3 services. */
export const FAST_REGISTRATION_STEPS = 3;

// Campaigns

export const MAX_CAMPAIGN_KEYWORDS = 4;
export const MAX_KEYWORD_WORDS = 3;
/** Characters per keyword. */
export const MAX_KEYWORD_LENGTH = 30;
/** Only one campaign may run on a profile page at a time. */
export const MAX_ACTIVE_PROFILE_CAMPAIGNS = 1;

// Reasons typed by people

/** A booking cancellation needs a reason of at most this many characters. */
export const CANCELLATION_REASON_MAX = 100;
/** Block and ad-rejection reasons (back-office): at most this many characters. */
export const REASON_MAX = 250;
/** The Block / Reject ad button stays disabled until the reason has this many characters. */
export const REASON_MIN_TO_ENABLE = 3;

// Messenger

/** A message is plain text of at most this many characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages of a thread per page (newest first, older pages by keyset). */
export const MESSAGES_PAGE_SIZE = 30;

// Images

export const IMAGE_MAX_BYTES = 1024 * 1024;
/** The file names SPEC §5 allows; the texts quote them. The server judges the content, not the name. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'] as const;
/** What those names stand for, as the image's own bytes say (jpg and jpeg are both JPEG). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'gif'] as const;
/**
 * A 1 MB file can unpack to a bitmap of gigabytes (a "decompression bomb"); images with more
 * pixels than this are refused before they are decoded. 50 megapixels is more than any camera
 * photo that fits in 1 MB.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Uploads one person may make per hour: plenty for trying a few avatars, too few to fill a disk. */
export const UPLOADS_PER_HOUR = 30;
/**
 * SPEC only says a too-small image is rejected. 200 × 200 px is our choice: the largest
 * avatar we show is smaller, so anything below would look blurry.
 */
export const IMAGE_MIN_WIDTH = 200;
export const IMAGE_MIN_HEIGHT = 200;
/** A challenge image can be changed only this long after it was added. */
export const IMAGE_EDIT_WINDOW_MS = HOUR_MS;
/** Inherited from the product this one grew out of (teams); kept for the same rule. */
export const TEAM_CHANGE_WINDOW_MS = 24 * HOUR_MS;

// Bookings (issue 10, docs/bookings.md)

/** Where a professional's hours are kept unless they choose another zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Helsinki';
/** Open slots start on this grid (every session length of SPEC §9 is a multiple of it). */
export const SLOT_STEP_MINUTES = 15;
/** A pending request lapses when the professional has not answered within this time. */
export const BOOKING_EXPIRY_MS = 48 * HOUR_MS;
/** The professional is reminded of an unanswered request this long before it lapses. */
export const BOOKING_EXPIRY_REMINDER_MS = 12 * HOUR_MS;
/** A customer holds a slot this long while filling in the request; others do not see it meanwhile. */
export const BOOKING_HOLD_MS = 10 * 60 * 1000;
/** A service's cancellation notice unless the professional sets another. */
export const DEFAULT_CANCELLATION_NOTICE_HOURS = 24;
export const MAX_CANCELLATION_NOTICE_HOURS = 7 * 24;
/** Availability settings: how soon, how far ahead, and the pause around each session. */
export const DEFAULT_MIN_NOTICE_MINUTES = 12 * 60;
export const MAX_MIN_NOTICE_MINUTES = 14 * 24 * 60;
export const DEFAULT_BOOKING_HORIZON_DAYS = 60;
export const MAX_BOOKING_HORIZON_DAYS = 365;

/**
 * Years a date or time in a request may have (1369): a birth date is after 1900 and no booking
 * or statistic reaches past 2100; outside them a value is a typo ("0099", "9999"), not a date.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;
export const MAX_BUFFER_MINUTES = 120;
/** Weekly hour ranges and dated exceptions a professional may keep. */
export const MAX_WEEKLY_HOURS = 70;
export const MAX_AVAILABILITY_EXCEPTIONS = 200;
/** A booking's note, expectations and a manual booking's title, in characters. */
export const BOOKING_NOTE_MAX_LENGTH = 1000;
export const BOOKING_TITLE_MAX_LENGTH = 120;
/** A review may be written this long after the session ended. */
export const REVIEW_WINDOW_MS = 14 * 24 * HOUR_MS;
/** A professional's public reply to a review, in characters. */
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEW_MESSAGE_MAX_LENGTH = 2000;

// Reviews

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Shortest review message, counted without surrounding spaces. */
export const REVIEW_MESSAGE_MIN = 10;
/** One written answer in the testers' feedback questionnaire (rules/feedback.ts). */
export const FEEDBACK_ANSWER_MAX_LENGTH = 2000;

// Accounts

/** E-mails (sign-up, reset, ...) one address may be sent per day. */
export const DAILY_EMAIL_LIMIT = 10;
/**
 * Mails one client may ask for one address per day through the public requests (forgotten
 * password, confirmation, staff sign-up): strangers need many clients to spend the address's
 * DAILY_EMAIL_LIMIT, and the person's own devices draw on a budget of their own.
 */
export const PUBLIC_MAILS_PER_CLIENT_PER_DAY = 3;
/** SPEC leaves password strength to the server; these are our rules. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Longer password fields are refused as malformed before any hashing (a sign-in is not held to
 * PASSWORD_MAX_LENGTH, so this bounds what one request may make the server hash).
 */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;
/** The longest e-mail address SMTP can carry (RFC 5321: 256 octets less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** First and last names, each. */
export const NAME_MAX_LENGTH = 100;
/** A profile's description ("about me"), in characters. */
export const DESCRIPTION_MAX_LENGTH = 1000;
/**
 * The single-use code in an e-mailed link (base64url). The longest is accepted in a link path
 * too; a shorter one than the minimum can only be a link cut short.
 */
export const LINK_CODE_MIN_LENGTH = 10;
export const LINK_CODE_MAX_LENGTH = 200;

export const ROLES = ['owner', 'admin', 'customer', 'professional'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that reach the back-office (SPEC §6); owners also decide who joins the staff. */
export const STAFF_ROLES = ['owner', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Roles a person picks when signing up on the marketplace. */
export const MARKETPLACE_ROLES = ['customer', 'professional'] as const satisfies readonly Role[];
export type MarketplaceRole = (typeof MARKETPLACE_ROLES)[number];

export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}
/** Role ids as the back-office lists users. */
export const ROLE_IDS = { admin: 1, customer: 2, professional: 3 } as const;
export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS];

export const MEMBERSHIPS = [
  { id: 1, name: 'free' },
  { id: 2, name: 'basic' },
  { id: 3, name: 'premium' },
] as const;
export type MembershipId = (typeof MEMBERSHIPS)[number]['id'];
/** A user without a membership is on the free one. */
export const DEFAULT_MEMBERSHIP_ID: MembershipId = 1;

/**
 * What a user can be told about: SPEC §3 "Notification types", and the booking changes the
 * other party hears of (SPEC §4: confirmed, canceled, declined).
 */
export const NOTIFICATION_TYPES = [
  'new_review',
  'new_message',
  'new_booking',
  'new_follower',
  'booking_confirmed',
  'booking_declined',
  'booking_canceled',
  'booking_expired',
  'booking_no_show',
  'booking_suggested',
  'booking_reminder',
  /** The customer moved a session to another time (issue 18). */
  'booking_rescheduled',
  /** Staff actions that change a person's standing (issue 18): always told, in app and by e-mail. */
  'profile_published',
  'profile_unpublished',
  'membership_changed',
  /** A connected content provider's token expired or was revoked (issue 20): told once. */
  'social_reconnect',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** While a conversation stays unread, its messages are e-mailed at most once per this. */
export const MESSAGE_EMAIL_INTERVAL_MS = 15 * 60 * SECOND_MS;
/** Messages one user may send per minute, across conversations (more: 429 with 1375). */
export const MESSAGE_SEND_LIMIT_PER_MINUTE = 30;
/** Booking requests one customer may send per hour; each e-mails a professional (more: 1377). */
export const BOOKING_REQUESTS_PER_HOUR = 10;
/** Follows and unfollows one user may make per minute; a follow notifies (more: 1151). */
export const FOLLOW_CHANGES_PER_MINUTE = 10;
/** Downloads of all one's data per hour (GET /v1/me/export; each reads every table; more: 1151). */
export const DATA_EXPORTS_PER_HOUR = 5;
/**
 * Reminders of a confirmed session to both parties, this long before its start (docs/bookings.md).
 * Each is sent only until the next one is due: a session confirmed 3 hours ahead gets the 2-hour one.
 */
export const BOOKING_REMINDER_LEADS = { '24h': 24 * HOUR_MS, '2h': 2 * HOUR_MS } as const;
export type BookingReminderLead = keyof typeof BOOKING_REMINDER_LEADS;

// Money

/** eur, usd, gbp and aud are offered; sek and yen appear on older data, so we show them too. */
export const CURRENCIES = ['eur', 'usd', 'gbp', 'aud', 'sek', 'yen'] as const;
export type Currency = (typeof CURRENCIES)[number];

// Back-office and lists

/**
 * SPEC §9 "Stored local values can expire": what a page keeps in the browser for later (the
 * page a guest asked for before signing in, a half-filled form or wizard) is forgotten this long
 * after it was kept (rules/stored-value.ts), so nobody comes back days later to a stale page.
 */
export const STORED_VALUE_LIFETIME_MS = 2 * HOUR_MS;
/** How often a signed-in back-office checks that its token still works. */
export const TOKEN_CHECK_INTERVAL_MS = 60 * SECOND_MS;
/** After a profile save the banner shows first; local user data follows this much later. */
export const PROFILE_LOCAL_UPDATE_DELAY_MS = 2 * SECOND_MS;
/** Descriptions in lists are cut to this many characters. */
export const DESCRIPTION_TRUNCATE_LENGTH = 100;
export const DEFAULT_PAGE_SIZE = 10;
/** The page sizes a list request may ask for; the smallest one is enough to read the total. */
export const MIN_PAGE_SIZE = 1;
export const MAX_PAGE_SIZE = 100;
/** The highest page number a list request may ask for (an offset far past any real list). */
export const MAX_PAGE_NUMBER = 100_000;
/** A screen of rows to scan (the professional's booking list, the notifications). */
export const LONG_PAGE_SIZE = 20;
/** The conversations the messenger lists at once. */
export const CONVERSATIONS_PAGE_SIZE = 50;
/** Error alerts shown at once. */
export const MAX_ERRORS_SHOWN = 5;

// Search and map

/** Sent instead of an empty search text or location. */
export const SEARCH_PLACEHOLDER = '#';
/** SPEC does not give the delay; 300 ms waits out typing without feeling slow. */
export const SEARCH_DEBOUNCE_MS = 300;
// Here rather than in api/search so the home page's search form reads them without zod.
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** Around a searched place when the request gives no radius. */
export const SEARCH_DEFAULT_RADIUS_KM = 30;
/** Around a district or neighbourhood ("Kalliossa", "Tapiola"): its own part of the city. */
export const SEARCH_DISTRICT_RADIUS_KM = 5;
export const SEARCH_MAX_RADIUS_KM = 1000;
/** "Available this week": a free slot within this many days from now. */
export const SEARCH_AVAILABLE_DAYS = 7;
/**
 * "Nothing found" offers the same words this many times farther (at least 100 km), and the
 * nearest professionals beyond the radius.
 */
export const SEARCH_WIDER_RADIUS_FACTOR = 4;
export const SEARCH_WIDER_RADIUS_MIN_KM = 100;
export const SEARCH_SORTS = ['relevance', 'distance', 'rating', 'price'] as const;
export const FUZZY_SEARCH = {
  threshold: 0.1,
  minMatchCharLength: 4,
  maxPatternLength: 200,
} as const;

/** Helsinki. */
export const MAP_DEFAULT_CENTER = { lat: 60.1699, lng: 24.9384 } as const;
/** Zoom 6 shows southern and central Finland around the centre. */
export const MAP_DEFAULT_ZOOM = 6;

// Avatars

/**
 * Backgrounds for initials avatars; each keeps white text readable (contrast at least 4.5:1,
 * checked by the tests). Which one a name gets depends on its length.
 */
export const AVATAR_PALETTE = [
  '#C62828',
  '#BE185D',
  '#7B1FA2',
  '#4527A0',
  '#283593',
  '#1D4ED8',
  '#0277BD',
  '#0E7490',
  '#00695C',
  '#2E7D32',
  '#3F6212',
  '#A16207',
  '#B45309',
  '#9A3412',
  '#5D4037',
  '#475569',
  '#37474F',
  '#AD1457',
] as const;

/** Passkeys one staff member may register (docs/staff-security.md "Passkeys"). */
export const PASSKEYS_PER_STAFF_MEMBER = 10;
export const PASSKEY_NAME_MAX_LENGTH = 60;
