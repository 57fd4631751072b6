import type { FastifyRequest } from 'fastify';

/**
 * User-Agents of crawlers, link previews, page checkers and command-line clients: they fetch
 * pages and follow links (a rendered page counts what it shows without script), but no one
 * looks at what they fetch. So nothing they do is counted: not a campaign's impressions or
 * clicks (docs/campaigns.md), not a professional's views or search appearances (Premium's
 * insights), not the search statistics. A request without a User-Agent is one of them too.
 */
const NOT_A_VISITOR =
  /bot\b|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|embedly|lighthouse|pagespeed|curl\/|wget\/|python-requests|^$/i;

/** A request no visitor made for themselves: a crawler's or a link preview's (see above). */
export function isCrawler(userAgent: string): boolean {
  return NOT_A_VISITOR.test(userAgent.trim());
}

/** Whether a person's browser (or app) made `request`, by its User-Agent (see above). */
export function fromVisitor(request: FastifyRequest): boolean {
  return !isCrawler(request.headers['user-agent'] ?? '');
}
