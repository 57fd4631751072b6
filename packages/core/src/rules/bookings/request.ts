import type { ErrorCode } from '../../errors/catalogue';

/** The choices of a booking request that the request schema lets be empty (null). */
export interface BookingChoices {
  service_id: number | null;
  location_id: number | null;
  preferred_location?: string | null;
  starts_at: string | null;
}

/**
 * What a customer's booking request still lacks, by field (SPEC §8): a service (1256), a
 * location (1255; a place of their own does when the professional comes to customers) and a
 * time (1257). An online service needs no location. The server refuses such a request with these codes; the booking form shows them
 * before it sends.
 */
export function missingBookingChoices(
  request: BookingChoices,
  flexible: boolean,
  online = false,
): { code: ErrorCode; field: keyof BookingChoices }[] {
  const missing: { code: ErrorCode; field: keyof BookingChoices }[] = [];
  if (!request.service_id) missing.push({ code: 1256, field: 'service_id' });
  const preferred = request.preferred_location?.trim() ?? '';
  if (!online && !request.location_id && !(flexible && preferred !== '')) {
    missing.push({ code: 1255, field: 'location_id' });
  }
  if (!request.starts_at) missing.push({ code: 1257, field: 'starts_at' });
  return missing;
}
