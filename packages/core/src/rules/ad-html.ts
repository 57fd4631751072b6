import sanitizeHtml from 'sanitize-html';

/**
 * An ad's description may hold a little HTML (SPEC §3 "Ads campaign": ad_description). The
 * server keeps only this allow-list before it stores the text, and the screens show the stored
 * text as it is: text formatting, lists and links (http, https, mailto), no scripts, styles,
 * event attributes, images or frames. Links open in a new tab as sponsored.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', {
      target: '_blank',
      rel: 'sponsored noopener noreferrer',
    }),
  },
};

/** The description as it may be stored and shown. */
export function sanitizeAdDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The description's visible text (for length checks and plain-text places such as e-mail). */
export function adDescriptionText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
}
