import type { Language } from '@fitmarket/core/language';
import { formatPrice } from '@fitmarket/core/rules/price';
import { escapeHtml } from '../shared/html';
import type { TestCheckout } from './test-checkout';

const TEXTS = {
  en: {
    title: 'Test checkout',
    banner: 'TEST MODE: no money moves. This page stands in for the payment provider.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Make the payment fail',
    abandon: 'Leave without paying',
    abandonNote: 'Leaving keeps the order open until it expires 30 minutes after it was made.',
    closed: 'This checkout is closed. Status:',
    other: 'Suomeksi',
  },
  fi: {
    title: 'Testimaksu',
    banner: 'TESTITILA: rahaa ei siirry. Tämä sivu on maksunvälittäjän tilalla.',
    order: 'Tilaus',
    amount: 'Summa',
    pay: 'Maksa',
    fail: 'Anna maksun epäonnistua',
    abandon: 'Poistu maksamatta',
    abandonNote:
      'Jos poistut, tilaus jää avoimeksi, kunnes se vanhenee 30 minuutin kuluttua tekemisestä.',
    closed: 'Tämä maksusivu on suljettu. Tila:',
    other: 'In English',
  },
} as const satisfies Record<Language, Record<string, string>>;

const STATUS_TEXTS: Record<Language, Record<string, string>> = {
  en: {
    paid: 'paid',
    failed: 'failed',
    expired: 'expired',
    refunded: 'refunded',
    partially_refunded: 'partly refunded',
  },
  fi: {
    paid: 'maksettu',
    failed: 'epäonnistui',
    expired: 'vanhentunut',
    refunded: 'hyvitetty',
    partially_refunded: 'osittain hyvitetty',
  },
};

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 32rem; padding: 1rem; color: #1a1b1e; background: #f8f9fa; }
  .banner { background: #fff3bf; border: 2px solid #f08c00; border-radius: 8px; padding: 0.75rem; font-weight: 700; }
  main { background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 1rem; margin-top: 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; } dt { color: #495057; } dd { margin: 0; overflow-wrap: anywhere; }
  form { margin: 0.5rem 0; } button { font: inherit; padding: 0.5rem 1rem; border-radius: 6px; border: 1px solid #adb5bd; background: #fff; cursor: pointer; width: 100%; }
  button[value=pay] { background: #2f9e44; border-color: #2f9e44; color: #fff; font-weight: 700; }
  .note { color: #495057; font-size: 0.875rem; }
`;

function choice(action: string, value: string, label: string) {
  return `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${value}"><button type="submit" name="choice" value="${value}">${escapeHtml(label)}</button></form>`;
}

/**
 * The test provider's checkout (TEST MODE in both languages): pay, fail or leave. Plain forms
 * without script, so the Content-Security-Policy needs no exception.
 */
export function renderTestCheckoutPage(checkout: TestCheckout, lang: Language, action: string) {
  const t = TEXTS[lang];
  const other: Language = lang === 'en' ? 'fi' : 'en';
  const body =
    checkout.status === 'pending'
      ? `${choice(action, 'pay', t.pay)}${choice(action, 'fail', t.fail)}${choice(action, 'abandon', t.abandon)}
<p class="note">${escapeHtml(t.abandonNote)}</p>`
      : `<p>${escapeHtml(t.closed)} <strong>${escapeHtml(STATUS_TEXTS[lang][checkout.status] ?? checkout.status)}</strong></p>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · TEST MODE</title>
<style>${styles}</style>
</head>
<body>
<p class="banner" role="status">${escapeHtml(t.banner)}</p>
<main>
<h1>${escapeHtml(t.title)}</h1>
<dl>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(checkout.description)} (${escapeHtml(checkout.orderId)})</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatPrice(checkout.amountMinor, checkout.currency, lang))}</dd>
</dl>
${body}
</main>
<p><a href="?lang=${other}" lang="${other}">${escapeHtml(t.other)}</a></p>
</body>
</html>`;
}
