/**
 * What a booking costs (issue 18): computed by the API when it stores the booking and by the
 * booking flow before the customer sends it, so both show the same amount.
 *
 * A service's price is for the whole of it: a package of N sessions is paid with its first
 * session, and its later sessions cost nothing more. The service's discount applies to every
 * customer; the first-session discount on top of it only to a customer's first booking with the
 * professional. Amounts are integer minor units, rounded once.
 */
export interface PricedService {
  price_minor: number;
  discount_percent: number;
  first_session_discount_percent: number;
  /** Sessions in the package (1 = a single session). */
  sessions: number;
}

/** Where the customer stands with the professional and the service when booking. */
export interface BookingStanding {
  /** No earlier booking with this professional (cancelled, declined, expired ones aside). */
  firstSession: boolean;
  /** How many sessions of this service the customer has booked so far (same exceptions). */
  bookedOfService: number;
}

export interface BookingPrice {
  /** What this booking costs the customer. */
  priceMinor: number;
  /** Whether the first-session discount is in it. */
  firstSessionDiscount: boolean;
  /** Which session of the package this booking is (1..sessions). */
  packageSession: number;
  /** Sessions of the package left after this one. */
  sessionsLeft: number;
}

export function bookingPrice(service: PricedService, standing: BookingStanding): BookingPrice {
  const sessions = Math.max(1, service.sessions);
  const packageSession = (standing.bookedOfService % sessions) + 1;
  const paid = packageSession === 1;
  const firstSessionDiscount =
    paid && standing.firstSession && service.first_session_discount_percent > 0;
  const factor =
    ((100 - service.discount_percent) / 100) *
    (firstSessionDiscount ? (100 - service.first_session_discount_percent) / 100 : 1);
  return {
    priceMinor: paid ? Math.round(service.price_minor * factor) : 0,
    firstSessionDiscount,
    packageSession,
    sessionsLeft: sessions - packageSession,
  };
}
