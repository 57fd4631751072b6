import {
  BOOKING_REQUESTS_PER_HOUR,
  DAILY_EMAIL_LIMIT,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  IMAGE_EDIT_WINDOW_MS,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
  MAX_CAMPAIGN_KEYWORDS,
  MAX_KEYWORD_LENGTH,
  MAX_KEYWORD_WORDS,
  MAX_LOCATIONS,
  MAX_SERVICES,
  MAX_SPECIALITIES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_SEND_LIMIT_PER_MINUTE,
  PASSKEYS_PER_STAFF_MEMBER,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MESSAGE_MIN,
  REVIEW_WINDOW_MS,
  SLUG_MAX_LENGTH,
} from '../limits';

export type TextVars = Readonly<Record<string, string | number>>;

export interface ErrorEntry {
  /** Default HTTP status; client-side codes (2xxx) have 0 because no response carries them. */
  readonly status: number;
  /** Values for the `{name}` placeholders, taken from limits.ts so texts never drift. */
  readonly vars?: TextVars;
}

const CLIENT_SIDE = 0;

/**
 * Stands in for a value only the server knows (a block reason, one's membership limit); the
 * server's answer carries the text with it filled in (`hasServerFilledValues`).
 */
const FILLED_BY_SERVER = '–';

/**
 * Every error the product shows (SPEC §8), by code, with its HTTP status; its texts are in
 * texts/en.ts and texts/fi.ts. The server answers with these codes and both SPAs show the
 * text in the viewer's language.
 *
 * Keyword codes 1258-1262 follow the English numbering. The legacy Finnish set numbered them
 * differently (there 1260 meant duplicate words); we do not follow it.
 */
export const errorCatalogue = {
  1002: {
    // The server answers 403 with this code when a signed-in user is not an admin.
    status: 401,
  },
  1007: {
    status: 429,
    vars: { limit: DAILY_EMAIL_LIMIT },
  },
  1014: { status: 404 },
  1018: { status: 422 },
  1023: {
    status: 422,
    vars: { extensions: IMAGE_EXTENSIONS.join(', ') },
  },
  1024: {
    status: 413,
    vars: { maxMb: IMAGE_MAX_BYTES / (1024 * 1024) },
  },
  1025: { status: 401 },
  1028: { status: 500 },
  1033: { status: 422 },
  1040: { status: 404 },
  1083: { status: 422 },
  1085: { status: 401 },
  1087: { status: 409 },
  1088: { status: 404 },
  1091: { status: 401 },
  1151: { status: 429 },
  1152: { status: 401 },
  1153: {
    status: 422,
    vars: { minWidth: IMAGE_MIN_WIDTH, minHeight: IMAGE_MIN_HEIGHT },
  },
  1167: { status: 422 },
  1170: { status: 422 },
  1176: {
    status: 409,
    vars: { minutes: IMAGE_EDIT_WINDOW_MS / 60_000 },
  },
  1248: { status: 422 },
  1249: { status: 409 },
  1250: {
    status: 422,
    vars: { max: SLUG_MAX_LENGTH },
  },
  1251: {
    status: 422,
    vars: { min: REVIEW_MESSAGE_MIN },
  },
  1252: { status: 422 },
  1253: {
    status: 422,
    vars: { min: RATING_MIN, max: RATING_MAX },
  },
  1254: { status: 422 },
  1255: { status: 422 },
  1256: { status: 422 },
  1257: { status: 422 },
  1258: {
    status: 422,
    vars: { max: MAX_CAMPAIGN_KEYWORDS },
  },
  1259: {
    status: 422,
    vars: { max: MAX_KEYWORD_LENGTH },
  },
  1260: {
    // Also used for the same keyword twice in one campaign: either way it would run twice.
    status: 422,
  },
  1261: {
    status: 422,
    vars: { max: MAX_KEYWORD_WORDS },
  },
  1262: { status: 422 },

  // Our own platform codes. SPEC §8 does not cover these situations, so the 1300 range is ours.
  1300: { status: 400 },
  1301: {
    // The API names the field next to the code, so the text stays generic.
    status: 422,
  },
  1302: { status: 404 },
  1303: { status: 413 },
  1304: { status: 500 },
  1305: { status: 403 },
  1306: { status: 503 },
  1307: { status: 422 },
  1308: {
    status: 422,
    vars: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  },
  // The server's twin of 2004.
  1309: { status: 422 },
  1311: {
    status: 403,
    vars: { reason: FILLED_BY_SERVER },
  },
  1312: { status: 409 },
  1313: { status: 403 },
  1314: { status: 404 },
  1315: { status: 404 },
  1316: { status: 422 },
  1317: {
    // A customer or professional at the back-office door: say where they belong instead.
    status: 403,
  },

  // Professional profiles (issue 7).
  1318: {
    status: 422,
    vars: { max: MAX_LOCATIONS },
  },
  1319: {
    status: 422,
    vars: { max: MAX_SPECIALITIES },
  },
  1320: {
    status: 422,
    vars: { max: MAX_SERVICES },
  },
  1321: {
    // The limit depends on the membership, so the API fills in {max}.
    status: 422,
    vars: { max: FILLED_BY_SERVER },
  },
  1322: {
    status: 422,
    vars: { max: FILLED_BY_SERVER },
  },
  1323: { status: 409 },
  1324: { status: 422 },
  1325: { status: 422 },
  1326: { status: 403 },
  1327: { status: 422 },
  1328: { status: 422 },
  1329: { status: 409 },

  // Back-office users (issue 9). 1340 on, so parallel features' codes after 1329 do not collide.
  1340: { status: 403 },
  1341: { status: 403 },
  1342: { status: 409 },
  1343: { status: 409 },
  1344: { status: 409 },
  1345: { status: 409 },
  1346: { status: 409 },

  // Messenger (issue 10). 1370 on: bookings have 1350-1369.
  1370: {
    status: 422,
    vars: { max: MESSAGE_MAX_LENGTH },
  },
  1371: { status: 403 },
  1372: { status: 422 },
  1373: { status: 422 },
  1374: { status: 403 },
  /** Too many messages in a minute (MESSAGE_SEND_LIMIT_PER_MINUTE); answered with Retry-After. */
  1375: { status: 429, vars: { max: MESSAGE_SEND_LIMIT_PER_MINUTE } },
  /** A booking update in a conversation is no one's message to report. */
  1376: { status: 422 },
  1377: { status: 429, vars: { max: BOOKING_REQUESTS_PER_HOUR } },
  /** Moving a session inside its cancellation notice (issue 18): only a late cancel is left. */
  1378: { status: 409 },

  // Bookings (issue 10, docs/bookings.md). 1330-1349 are left to the messenger and notifications.
  1350: { status: 409 },
  1351: { status: 403 },
  1352: { status: 409 },
  1353: { status: 409 },
  1354: { status: 409 },
  1355: { status: 409 },
  1356: { status: 409 },
  1357: { status: 409 },
  1358: { status: 409 },
  1359: { status: 422 },

  // Reviews (issue 10).
  1360: { status: 409 },
  1361: { status: 409 },
  1362: {
    status: 409,
    vars: { days: REVIEW_WINDOW_MS / (24 * 3_600_000) },
  },
  1363: { status: 422 },
  1364: { status: 409 },

  // Suggesting another time (issue 10).
  1365: { status: 409 },
  1366: { status: 409 },
  1367: { status: 422 },
  1368: { status: 409 },
  1369: { status: 422, vars: { min: DATE_YEAR_MIN, max: DATE_YEAR_MAX } },

  // Memberships and receipts (issue 19, docs/payments.md).
  /** Buying the membership level that is already running. */
  1385: { status: 409 },
  /** A business ID that is not a valid Finnish Y-tunnus. */
  1386: { status: 422 },
  /** Insights come with Premium. */
  1387: { status: 403 },
  /** No running subscription to cancel or renew (or a cancelled one to renew). */
  1388: { status: 409 },

  // Campaigns (issue 19, docs/campaigns.md).
  /** Another profile ad is active: the client offers to pause it (pause_active). */
  1380: { status: 409 },
  /** The campaign's state does not allow this (resume an ended one, pay a cancelled one). */
  1381: { status: 409 },
  /** Staff decision refused: a profile ad, or a campaign already rejected. */
  1382: { status: 409 },
  /** A budget outside the price list. */
  1383: { status: 422, vars: { min: FILLED_BY_SERVER, max: FILLED_BY_SERVER } },
  /** An affiliate partner of that name exists. */
  1379: { status: 409 },
  /** An ad's counting link (GET /v1/campaigns/ads/{id}/click) naming another address than the ad's own. */
  1406: { status: 400 },
  /** The professional already has a code of that partner, or the code is taken. */
  1384: { status: 409 },

  // Payments (issue 19, docs/payments.md).
  /** A payment webhook whose signature does not match its body (or no provider webhook). */
  1390: { status: 400 },
  /** The test checkout of a payment that is no longer waiting (paid, failed or expired). */
  1391: { status: 409 },

  // Staff two-factor sign-in (issue 21, docs/staff-security.md).
  /** A wrong second-factor code, one already used (the same time step twice), or a used recovery code. */
  1392: { status: 422 },
  /** The pending sign-in waiting for the second factor is unknown or past its 5 minutes. */
  1393: { status: 401 },
  /** Setting up a second factor that is already on. */
  1394: { status: 409 },
  /** Confirming a setup that was never started (or was replaced). */
  1395: { status: 409 },
  /** An owner requiring two-factor sign-in for all staff without having it on themselves. */
  1396: { status: 409 },
  /** A back-office call on the marketplace's address, or a marketplace call on the back-office's. */
  1397: { status: 404 },
  /** Staff social sign-in when a second factor is on or required (a provider is not one). */
  1398: { status: 401 },
  /** Turning one's own second factor off while the owners require it of all staff. */
  1400: { status: 409 },
  /** Turning off, or making new recovery codes for, a second factor that is not on. */
  1401: { status: 409 },
  /** An owner resetting their own second factor: turning it off asks for password and code. */
  1402: { status: 403 },
  /** A passkey's answer that does not verify: another challenge, origin, key or a replay. */
  1403: { status: 422 },
  /** A passkey for someone without two-factor sign-in on (it is an alternative to the code). */
  1404: { status: 409 },
  /** A passkey past the number one staff member may have. */
  1405: { status: 409, vars: { limit: PASSKEYS_PER_STAFF_MEMBER } },

  // Staff refunds (issue 19, docs/payments.md).
  /** A staff refund of a payment that is not a paid membership payment left to refund. */
  1399: { status: 409 },

  // Client-side codes: raised and shown by the SPAs, never sent by the server.
  2001: { status: CLIENT_SIDE },
  2004: { status: CLIENT_SIDE },
  2005: { status: CLIENT_SIDE },
  2006: { status: CLIENT_SIDE },
  2007: { status: CLIENT_SIDE },
} as const satisfies Record<number, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: number): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

/**
 * `template` (a text of `code` from texts/en.ts or texts/fi.ts) with each `{name}` replaced from
 * `vars`, falling back to the limits the entry quotes. A placeholder with no value is left as
 * it is, so it shows up. A value ending in its own full stop (or ! ?) takes the place of the one
 * after it.
 */
export function fillErrorText(code: ErrorCode, template: string, vars?: TextVars): string {
  const entry: ErrorEntry = errorCatalogue[code];
  const values = { ...entry.vars, ...vars };
  return template.replace(
    /\{(\w+)\}([”"]?\.)?/g,
    (placeholder, name: string, after: string | undefined = '') => {
      if (!Object.hasOwn(values, name)) return placeholder;
      const value = String(values[name]);
      // A value that ends its own sentence (a block reason "Spam in messages.") ends the text:
      // no second full stop after its closing quote (“Spam in messages.”.).
      return value + (after && /[.!?]$/.test(value) ? after.slice(0, -1) : after);
    },
  );
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

/** Whether the text of `code` has values only the server knows, so its answer's text is the one to show. */
export function hasServerFilledValues(code: ErrorCode): boolean {
  const entry: ErrorEntry = errorCatalogue[code];
  const vars = entry.vars;
  return vars !== undefined && Object.values(vars).includes(FILLED_BY_SERVER);
}

/**
 * The code a core schema's refinement names for its issue (`.refine(rule, { params: { code } })`),
 * so the server and the forms answer it with that code rather than the generic 1301.
 */
export function refinementCode(params: unknown): ErrorCode | undefined {
  const code = (params as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' && isErrorCode(code) ? code : undefined;
}
