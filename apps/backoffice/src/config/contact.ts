/** SPEC §1 asks for a contact e-mail and phone in the footer but does not give them. */
export const CONTACT = {
  email: import.meta.env.VITE_CONTACT_EMAIL ?? 'support@fitmarket.fi',
  phone: import.meta.env.VITE_CONTACT_PHONE ?? '+358 9 4242 4242',
} as const;
