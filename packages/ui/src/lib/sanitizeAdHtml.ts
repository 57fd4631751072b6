/**
 * The ad description's HTML as the API's allow-list keeps it (core rules/ad-html.ts, which the
 * API applies before storage with sanitize-html, too heavy for a page; this is the same list
 * again in the browser, so the wizard's live preview shows what the ad will show, and a stored
 * description is never trusted twice). Anything else becomes its text.
 */
const ALLOWED = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'BR', 'P', 'UL', 'OL', 'LI', 'A', 'SPAN']);

function clean(node: Node, into: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === 1) {
      const element = child as Element;
      if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue;
      if (!ALLOWED.has(element.tagName)) {
        clean(element, into, doc);
        continue;
      }
      const kept = doc.createElement(element.tagName.toLowerCase());
      if (element.tagName === 'A') {
        const href = element.getAttribute('href') ?? '';
        if (/^(https?:\/\/|mailto:)/i.test(href)) {
          kept.setAttribute('href', href);
          kept.setAttribute('target', '_blank');
          kept.setAttribute('rel', 'sponsored noopener');
        }
      }
      clean(element, kept, doc);
      into.appendChild(kept);
    }
  }
}

export function sanitizeAdHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = parsed.createElement('div');
  clean(parsed.body, out, parsed);
  return out.innerHTML;
}
