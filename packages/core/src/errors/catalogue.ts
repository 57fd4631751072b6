import type { Language } from '../language';
import {
  DAILY_EMAIL_LIMIT,
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
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MESSAGE_MIN,
  REVIEW_WINDOW_MS,
  SLUG_MAX_LENGTH,
} from '../limits';

type TextVars = Readonly<Record<string, string | number>>;

export interface ErrorEntry {
  /** Default HTTP status; client-side codes (2xxx) have 0 because no response carries them. */
  readonly status: number;
  readonly en: string;
  readonly fi: string;
  /** Values for the `{name}` placeholders, taken from limits.ts so texts never drift. */
  readonly vars?: TextVars;
}

const CLIENT_SIDE = 0;

/**
 * Stands in for a value only the server knows (a block reason, one's membership limit); the
 * server's answer carries the text with it filled in (`hasServerFilledValues`).
 */
const FILLED_BY_SERVER = '–';

const brokenResetLink = {
  status: 404,
  en: 'This password reset link is broken or has expired. Please request a new one.',
  fi: 'Salasanan vaihtolinkki on virheellinen tai vanhentunut. Pyydä uusi linkki.',
} as const;

const termsNotAccepted = {
  en: 'Please accept the terms of use and the privacy policy.',
  fi: 'Hyväksy käyttöehdot ja tietosuojaseloste.',
} as const;

/**
 * Every error the product shows (SPEC §8), by code. The server answers with these codes and
 * both SPAs show the text in the viewer's language.
 *
 * Keyword codes 1258-1262 follow the English numbering. The legacy Finnish set numbered them
 * differently (there 1260 meant duplicate words); we do not follow it.
 */
export const errorCatalogue = {
  1002: {
    // The server answers 403 with this code when a signed-in user is not an admin.
    status: 401,
    en: 'You are not authorized to do this. Please sign in and try again.',
    fi: 'Sinulla ei ole oikeutta tähän. Kirjaudu sisään ja yritä uudelleen.',
  },
  1007: {
    status: 429,
    en: 'You have reached the daily limit of {limit} emails. Please try again tomorrow.',
    fi: 'Päivän enimmäismäärä, {limit} sähköpostia, on jo lähetetty. Yritä huomenna uudelleen.',
    vars: { limit: DAILY_EMAIL_LIMIT },
  },
  1014: brokenResetLink,
  1018: {
    status: 422,
    en: 'Please enter a valid email address.',
    fi: 'Anna kelvollinen sähköpostiosoite.',
  },
  1023: {
    status: 422,
    en: 'Please use an image in one of these formats: {extensions}.',
    fi: 'Kuvan tiedostomuodon on oltava jokin näistä: {extensions}.',
    vars: { extensions: IMAGE_EXTENSIONS.join(', ') },
  },
  1024: {
    status: 413,
    en: 'The image is too large. The maximum size is {maxMb} MB.',
    fi: 'Kuva on liian suuri. Suurin sallittu koko on {maxMb} Mt.',
    vars: { maxMb: IMAGE_MAX_BYTES / (1024 * 1024) },
  },
  1025: {
    status: 401,
    en: 'Invalid email or password.',
    fi: 'Virheellinen sähköpostiosoite tai salasana.',
  },
  1028: {
    status: 500,
    en: 'We could not send the email. Please try again later.',
    fi: 'Sähköpostin lähettäminen epäonnistui. Yritä myöhemmin uudelleen.',
  },
  1033: {
    status: 422,
    en: 'Your current password is incorrect.',
    fi: 'Nykyinen salasanasi on väärä.',
  },
  1040: brokenResetLink,
  1083: {
    status: 422,
    en: "Passwords don't match.",
    fi: 'Salasanat eivät täsmää.',
  },
  1085: {
    status: 401,
    en: 'Your session has expired. Please sign in again.',
    fi: 'Istuntosi on vanhentunut. Kirjaudu sisään uudelleen.',
  },
  1087: {
    status: 409,
    en: 'This email address is already in use.',
    fi: 'Tämä sähköpostiosoite on jo käytössä.',
  },
  1088: {
    status: 404,
    en: 'This registration link is broken or has expired. Please sign up again.',
    fi: 'Rekisteröitymislinkki on virheellinen tai vanhentunut. Aloita rekisteröityminen alusta.',
  },
  1091: {
    status: 401,
    en: 'Your session is not valid. Please sign in again.',
    fi: 'Istuntosi ei ole voimassa. Kirjaudu sisään uudelleen.',
  },
  1151: {
    status: 429,
    en: 'Too many requests. Please wait a moment and try again.',
    fi: 'Liian monta pyyntöä. Odota hetki ja yritä uudelleen.',
  },
  1152: {
    status: 401,
    en: 'Sign-in failed. Please try again.',
    fi: 'Kirjautuminen epäonnistui. Yritä uudelleen.',
  },
  1153: {
    status: 422,
    en: 'The image could not be added. Please use an image of at least {minWidth} × {minHeight} pixels.',
    fi: 'Kuvaa ei voitu lisätä. Käytä kuvaa, joka on vähintään {minWidth} × {minHeight} pikseliä.',
    vars: { minWidth: IMAGE_MIN_WIDTH, minHeight: IMAGE_MIN_HEIGHT },
  },
  1167: {
    status: 422,
    en: 'This account was created with social sign-in and has no password. Please sign in the same way.',
    fi: 'Tili on luotu kirjautumalla sosiaalisen median tilillä, eikä sillä ole salasanaa. Kirjaudu sisään samalla tavalla kuin aiemmin.',
  },
  1170: {
    status: 422,
    en: 'Please enter your email address.',
    fi: 'Anna sähköpostiosoitteesi.',
  },
  1176: {
    status: 409,
    en: 'The image can only be changed within {minutes} minutes of adding it.',
    fi: 'Kuvaa voi vaihtaa vain {minutes} minuutin kuluessa sen lisäämisestä.',
    vars: { minutes: IMAGE_EDIT_WINDOW_MS / 60_000 },
  },
  1248: {
    status: 422,
    en: 'The profile address can only contain letters a–z, digits and hyphens.',
    fi: 'Profiilin osoitteessa voi olla vain kirjaimia a–z, numeroita ja väliviivoja.',
  },
  1249: {
    status: 409,
    en: 'This profile address is already taken. Please choose another one.',
    fi: 'Tämä profiilin osoite on jo varattu. Valitse toinen.',
  },
  1250: {
    status: 422,
    en: 'The profile address can be at most {max} characters long.',
    fi: 'Profiilin osoite voi olla enintään {max} merkkiä pitkä.',
    vars: { max: SLUG_MAX_LENGTH },
  },
  1251: {
    status: 422,
    en: 'The message must be at least {min} characters long.',
    fi: 'Viestin on oltava vähintään {min} merkkiä pitkä.',
    vars: { min: REVIEW_MESSAGE_MIN },
  },
  1252: {
    status: 422,
    en: 'Please write a message.',
    fi: 'Kirjoita viesti.',
  },
  1253: {
    status: 422,
    en: 'The rating must be a whole number from {min} to {max}.',
    fi: 'Arvosanan on oltava kokonaisluku väliltä {min}–{max}.',
    vars: { min: RATING_MIN, max: RATING_MAX },
  },
  1254: {
    status: 422,
    en: 'Please choose a rating.',
    fi: 'Valitse arvosana.',
  },
  1255: {
    status: 422,
    en: 'Please choose a location.',
    fi: 'Valitse sijainti.',
  },
  1256: {
    status: 422,
    en: 'Please choose a service.',
    fi: 'Valitse palvelu.',
  },
  1257: {
    status: 422,
    en: 'Please choose a date and time.',
    fi: 'Valitse päivä ja kellonaika.',
  },
  1258: {
    status: 422,
    en: 'A campaign can have at most {max} keywords.',
    fi: 'Kampanjassa voi olla enintään {max} hakusanaa.',
    vars: { max: MAX_CAMPAIGN_KEYWORDS },
  },
  1259: {
    status: 422,
    en: 'A keyword can be at most {max} characters long.',
    fi: 'Hakusana voi olla enintään {max} merkkiä pitkä.',
    vars: { max: MAX_KEYWORD_LENGTH },
  },
  1260: {
    // Also used for the same keyword twice in one campaign: either way it would run twice.
    status: 422,
    en: 'This keyword is already in use. Each keyword can appear only once in your active campaigns.',
    fi: 'Hakusana on jo käytössä. Sama hakusana voi olla aktiivisissa kampanjoissasi vain kerran.',
  },
  1261: {
    status: 422,
    en: 'A keyword can have at most {max} words.',
    fi: 'Hakusanassa voi olla enintään {max} sanaa.',
    vars: { max: MAX_KEYWORD_WORDS },
  },
  1262: {
    status: 422,
    en: 'A keyword cannot contain the same word twice.',
    fi: 'Hakusanassa ei voi olla samaa sanaa kahdesti.',
  },

  // Our own platform codes. SPEC §8 does not cover these situations, so the 1300 range is ours.
  1300: {
    status: 400,
    en: 'The request could not be read. Please try again.',
    fi: 'Pyyntöä ei voitu lukea. Yritä uudelleen.',
  },
  1301: {
    // The API names the field next to the code, so the text stays generic.
    status: 422,
    en: 'Please check this value.',
    fi: 'Tarkista tämä arvo.',
  },
  1302: {
    status: 404,
    en: 'The page or item you were looking for does not exist.',
    fi: 'Etsimääsi sivua tai kohdetta ei löydy.',
  },
  1303: {
    status: 413,
    en: 'What you sent is too large.',
    fi: 'Lähettämäsi tiedot ovat liian suuria.',
  },
  1304: {
    status: 500,
    en: 'Something went wrong on our side. Please try again.',
    fi: 'Palvelussamme tapahtui virhe. Yritä uudelleen.',
  },
  1305: {
    status: 403,
    en: 'You do not have access to this.',
    fi: 'Sinulla ei ole käyttöoikeutta tähän.',
  },
  1306: {
    status: 503,
    en: 'The service is temporarily unavailable. Please try again in a moment.',
    fi: 'Palvelu ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.',
  },
  1307: {
    status: 422,
    en: 'This field is required.',
    fi: 'Tämä kenttä on pakollinen.',
  },
  1308: {
    status: 422,
    en: 'Password must be {min}–{max} characters long and contain a letter and a number.',
    fi: 'Salasanan on oltava {min}–{max} merkkiä pitkä, ja siinä on oltava sekä kirjain että numero.',
    vars: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  },
  // The server's twin of 2004.
  1309: { status: 422, ...termsNotAccepted },
  1311: {
    status: 403,
    en: 'Your account has been blocked. Reason: “{reason}”.',
    fi: 'Tilisi on estetty. Syy: ”{reason}”.',
    // The server always passes the reason staff wrote; the dash stands in if none was kept.
    vars: { reason: FILLED_BY_SERVER },
  },
  1312: {
    status: 409,
    en: 'You are the only owner, so your account cannot be deleted. Make another staff member an owner first.',
    fi: 'Olet ainoa omistaja, joten tiliäsi ei voi poistaa. Tee ensin toisesta ylläpitäjästä omistaja.',
  },
  1313: {
    status: 403,
    en: 'Please confirm your email address first. We sent you a link; you can ask for a new one.',
    fi: 'Vahvista ensin sähköpostiosoitteesi linkistä, jonka lähetimme sinulle. Voit myös pyytää uuden linkin.',
  },
  1314: {
    status: 404,
    en: 'This sign-up link is broken or has expired. Please sign up again.',
    fi: 'Rekisteröitymislinkki on virheellinen tai vanhentunut. Rekisteröidy uudelleen.',
  },
  1315: {
    status: 404,
    en: 'This account deletion link is broken or has expired. Please ask for a new one.',
    fi: 'Tilin poistolinkki on virheellinen tai vanhentunut. Pyydä uusi linkki.',
  },
  1316: {
    status: 422,
    en: 'This sign-in method is not available.',
    fi: 'Tämä kirjautumistapa ei ole käytössä.',
  },
  1317: {
    // A customer or professional at the back-office door: say where they belong instead.
    status: 403,
    en: 'The back-office is for Fitmarket staff only. Customers and professionals sign in on the Fitmarket website.',
    fi: 'Ylläpito on vain Fitmarketin henkilökunnalle. Asiakkaat ja ammattilaiset kirjautuvat sisään Fitmarketin verkkopalvelussa.',
  },

  // Professional profiles (issue 7).
  1318: {
    status: 422,
    en: 'You can list at most {max} locations.',
    fi: 'Voit lisätä enintään {max} sijaintia.',
    vars: { max: MAX_LOCATIONS },
  },
  1319: {
    status: 422,
    en: 'You can choose at most {max} specialities.',
    fi: 'Voit valita enintään {max} erikoisalaa.',
    vars: { max: MAX_SPECIALITIES },
  },
  1320: {
    status: 422,
    en: 'You can list at most {max} services.',
    fi: 'Voit lisätä enintään {max} palvelua.',
    vars: { max: MAX_SERVICES },
  },
  1321: {
    // The limit depends on the membership, so the API fills in {max}.
    status: 422,
    en: 'Your membership allows at most {max} certificates.',
    fi: 'Jäsenyytesi sallii enintään {max} sertifikaattia.',
    vars: { max: FILLED_BY_SERVER },
  },
  1322: {
    status: 422,
    en: 'Your membership allows at most {max} photos.',
    fi: 'Jäsenyytesi sallii enintään {max} kuvaa.',
    vars: { max: FILLED_BY_SERVER },
  },
  1323: {
    status: 409,
    en: 'Your profile is not complete yet. Fill in the missing parts before publishing it.',
    fi: 'Profiilisi ei ole vielä valmis. Täydennä puuttuvat tiedot ennen julkaisemista.',
  },
  1324: {
    status: 422,
    en: 'Please use a video link from YouTube or Vimeo.',
    fi: 'Käytä YouTube- tai Vimeo-videon linkkiä.',
  },
  1325: {
    status: 422,
    en: 'We could not find this place. Please choose one from the suggestions.',
    fi: 'Paikkaa ei löytynyt. Valitse paikka ehdotuksista.',
  },
  1326: {
    status: 403,
    en: 'Only professionals have a public profile. Upgrade your account to create one.',
    fi: 'Julkinen profiili on vain ammattilaisilla. Päivitä tilisi ammattilaistiliksi luodaksesi profiilin.',
  },
  1327: {
    status: 422,
    en: 'You cannot follow yourself.',
    fi: 'Et voi seurata itseäsi.',
  },
  1328: {
    status: 422,
    en: 'Please choose at least one speciality.',
    fi: 'Valitse vähintään yksi erikoisala.',
  },
  1329: {
    status: 409,
    en: 'You have already answered this questionnaire. Thank you!',
    fi: 'Olet jo vastannut tähän kyselyyn. Kiitos!',
  },

  // Back-office users (issue 9). 1340 on, so parallel features' codes after 1329 do not collide.
  1340: {
    status: 403,
    en: 'An owner cannot be blocked, demoted or unpublished.',
    fi: 'Omistajaa ei voi estää, alentaa tai piilottaa.',
  },
  1341: {
    status: 403,
    en: 'You cannot block yourself.',
    fi: 'Et voi estää itseäsi.',
  },
  1342: {
    status: 409,
    en: 'Only professionals have a public profile to publish or unpublish.',
    fi: 'Vain ammattilaisilla on julkinen profiili, jonka voi julkaista tai piilottaa.',
  },
  1343: {
    status: 409,
    en: "This professional's profile is not complete yet, so it cannot be published.",
    fi: 'Ammattilaisen profiili ei ole vielä valmis, joten sitä ei voi julkaista.',
  },
  1344: {
    status: 409,
    en: 'This user has a lifetime membership, which cannot be changed.',
    fi: 'Käyttäjällä on elinikäinen jäsenyys, jota ei voi muuttaa.',
  },
  1345: {
    status: 409,
    en: 'This user is already blocked.',
    fi: 'Käyttäjä on jo estetty.',
  },
  1346: {
    status: 409,
    en: 'This user is not blocked.',
    fi: 'Käyttäjää ei ole estetty.',
  },

  // Messenger (issue 10). 1370 on: bookings have 1350-1369.
  1370: {
    status: 422,
    en: 'A message can be at most {max} characters long.',
    fi: 'Viestin enimmäispituus on {max} merkkiä.',
    vars: { max: MESSAGE_MAX_LENGTH },
  },
  1371: {
    status: 403,
    en: 'This conversation is blocked, so no new messages can be sent in it.',
    fi: 'Tämä keskustelu on estetty, joten siihen ei voi lähettää uusia viestejä.',
  },
  1372: {
    status: 422,
    en: 'You cannot send messages to yourself.',
    fi: 'Et voi lähettää viestejä itsellesi.',
  },
  1373: {
    status: 422,
    en: 'You cannot report your own message.',
    fi: 'Et voi ilmoittaa omasta viestistäsi.',
  },
  1374: {
    status: 403,
    en: 'Only the person who blocked this conversation can unblock it.',
    fi: 'Vain keskustelun estänyt henkilö voi poistaa eston.',
  },

  // Bookings (issue 10, docs/bookings.md). 1330-1349 are left to the messenger and notifications.
  1350: {
    status: 409,
    en: 'This booking has changed in the meantime. Please look at it again and try once more.',
    fi: 'Varausta on muutettu sillä välin. Katso varaus uudelleen ja yritä sitten uudestaan.',
  },
  1351: {
    status: 403,
    en: 'You cannot do this with this booking.',
    fi: 'Et voi tehdä tätä tälle varaukselle.',
  },
  1352: {
    status: 409,
    en: 'This booking request has already been answered or has expired.',
    fi: 'Tähän varauspyyntöön on jo vastattu, tai se on vanhentunut.',
  },
  1353: {
    status: 409,
    en: 'Only a booking you declined can be accepted again.',
    fi: 'Uudelleen voi hyväksyä vain varauksen, jonka olet hylännyt.',
  },
  1354: {
    status: 409,
    en: 'This session has already started, so the booking can no longer be changed.',
    fi: 'Tämä tapaaminen on jo alkanut, joten varausta ei voi enää muuttaa.',
  },
  1355: {
    status: 409,
    en: 'A no-show can be marked only after the session has started, and only once.',
    fi: 'Poisjäännin voi merkitä vasta tapaamisen alettua, ja vain kerran.',
  },
  1356: {
    status: 409,
    en: 'Only a finished, cancelled, declined or expired booking can be removed from your list.',
    fi: 'Listaltasi voi poistaa vain päättyneen, perutun, hylätyn tai vanhentuneen varauksen.',
  },
  1357: {
    status: 409,
    en: 'This booking is already closed.',
    fi: 'Tämä varaus on jo suljettu.',
  },
  1358: {
    status: 409,
    en: 'This time is no longer available. Please choose another time.',
    fi: 'Tämä aika ei ole enää vapaana. Valitse toinen aika.',
  },
  1359: {
    status: 422,
    en: 'You cannot book yourself.',
    fi: 'Et voi varata aikaa itseltäsi.',
  },

  // Reviews (issue 10).
  1360: {
    status: 409,
    en: 'You can review a session only after it has taken place.',
    fi: 'Tapaamisen voi arvioida vasta, kun se on pidetty.',
  },
  1361: {
    status: 409,
    en: 'You have already reviewed this session.',
    fi: 'Olet jo arvioinut tämän tapaamisen.',
  },
  1362: {
    status: 409,
    en: 'A session can be reviewed within {days} days of it.',
    fi: 'Tapaamisen voi arvioida {days} päivän kuluessa siitä.',
    vars: { days: REVIEW_WINDOW_MS / (24 * 3_600_000) },
  },
  1363: {
    status: 422,
    en: 'You cannot review yourself.',
    fi: 'Et voi arvioida itseäsi.',
  },
  1364: {
    status: 409,
    en: 'You have already replied to this review.',
    fi: 'Olet jo vastannut tähän arvioon.',
  },

  // Client-side codes: raised and shown by the SPAs, never sent by the server.
  2001: {
    status: CLIENT_SIDE,
    en: 'This information is not available yet. Please try again later.',
    fi: 'Tietoja ei ole vielä saatavilla. Yritä myöhemmin uudelleen.',
  },
  2004: { status: CLIENT_SIDE, ...termsNotAccepted },
  2005: {
    status: CLIENT_SIDE,
    en: 'Please accept the privacy policy.',
    fi: 'Hyväksy tietosuojaseloste.',
  },
  2006: {
    status: CLIENT_SIDE,
    en: 'Authorization failed. Please try again later.',
    fi: 'Tunnistautuminen epäonnistui. Yritä myöhemmin uudelleen.',
  },
  2007: {
    status: CLIENT_SIDE,
    en: 'Authorization failed because no sign-in token was received. Please try again.',
    fi: 'Tunnistautuminen epäonnistui, koska kirjautumistunnistetta ei saatu. Yritä uudelleen.',
  },
} as const satisfies Record<number, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: number): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

/**
 * The text for `code` in `lang`, with each `{name}` replaced from `vars`, falling back to the
 * limits the entry quotes. A placeholder with no value is left as it is, so it shows up.
 */
export function errorText(code: ErrorCode, lang: Language, vars?: TextVars): string {
  const entry: ErrorEntry = errorCatalogue[code];
  const values = { ...entry.vars, ...vars };
  return entry[lang].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
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
