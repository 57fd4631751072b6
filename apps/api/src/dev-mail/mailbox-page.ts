import type { mailOutbox } from '../db/schema/mail';
import { escapeHtml } from '../shared/html';

type OutboxMail = typeof mailOutbox.$inferSelect;

/** Only web links become anchors; anything else (javascript:, data:) is shown as text. */
function renderLink(link: string): string {
  const label = escapeHtml(link);
  return /^https?:\/\//i.test(link)
    ? `<li><a href="${label}">${label}</a></li>`
    : `<li>${label}</li>`;
}

function formatTime(time: Date): string {
  return `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function renderMail(mail: OutboxMail): string {
  const links = mail.links.length
    ? `<ul class="links">${mail.links.map(renderLink).join('')}</ul>`
    : '';
  const error = mail.error ? `<p class="error">${escapeHtml(mail.error)}</p>` : '';
  return `<article>
  <header>
    <h2>${escapeHtml(mail.subject)}</h2>
    <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> &middot;
      <time datetime="${mail.createdAt.toISOString()}">${formatTime(mail.createdAt)}</time> &middot;
      <span class="status status-${mail.status}">${mail.status}</span></p>
  </header>
  ${error}${links}
  <pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1a1b1e; background: #f8f9fa; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  article { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.125rem; margin: 0; overflow-wrap: anywhere; }
  .meta { color: #495057; font-size: 0.875rem; margin: 0.25rem 0 0.75rem; overflow-wrap: anywhere; }
  .status { border-radius: 4px; padding: 0 0.375rem; background: #e9ecef; }
  .status-sent { background: #d3f9d8; } .status-failed { background: #ffe3e3; }
  .error { color: #c92a2a; }
  .links { padding-left: 1.25rem; } .links a { overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; }
`;

export function renderMailboxPage(mails: OutboxMail[]): string {
  const body = mails.length ? mails.map(renderMail).join('\n') : '<p>No mail yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title>
<style>${styles}</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p class="meta">Mails the app sent, newest first. Reload the page to see new ones.</p>
${body}
</body>
</html>`;
}
