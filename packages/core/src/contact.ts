/**
 * How people reach Fitmarket: the footers of both areas show these (SPEC §1 asks for a contact
 * e-mail and phone in the back-office footer but does not give them).
 */
export const CONTACT = {
  email: 'support@fitmarket.fi',
  phone: '+358 9 4242 4242',
} as const;
