import type { Language } from '@fitmarket/core/language';
import { professionalPath } from '@fitmarket/core/links';

/**
 * Where the marketplace runs, for links to professionals' public pages. The API knows it
 * (WEB_URL) but does not tell the back-office yet, so a build may name it
 * (VITE_MARKETPLACE_URL); otherwise it is the product's default pairing: the marketplace on the
 * port just below the back-office's (3000 and 3001), on the same host.
 */
export function marketplaceOrigin(
  location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location,
): string {
  const configured = import.meta.env.VITE_MARKETPLACE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const port = Number(location.port);
  const host = port > 1 ? `${location.hostname}:${port - 1}` : location.hostname;
  return `${location.protocol}//${host}`;
}

/** A professional's public page on the marketplace, in the language the back-office shows. */
export function publicProfileUrl(slug: string, language: Language): string {
  return `${marketplaceOrigin()}${professionalPath(slug, language)}`;
}
