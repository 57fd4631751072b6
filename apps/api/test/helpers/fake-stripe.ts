import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of the Stripe API the payments use, speaking its documented
 * requests (form-encoded bodies with bracketed keys, Bearer key, Idempotency-Key) and answers
 * (Checkout Session and Refund objects, `{ error }` bodies). The real SDK is pointed at it with
 * STRIPE_API_BASE, so tests exercise the SDK's own encoding and parsing.
 */

type Params = { [key: string]: string | Params };

/** `line_items[0][price_data][currency]=eur` → nested objects (arrays stay index-keyed). */
function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Params;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  /** Subscription mode: the subscription and its first invoice, once paid. */
  subscription: string | null;
  invoice: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  currency: string;
  amount_total: number;
  metadata: Record<string, string>;
  mode: string;
  url: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  locale: string | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'canceled';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  currency: string;
  amount: number;
  created: number;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  subscription: string;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  amount_paid: number;
  currency: string;
  status: 'paid';
  created: number;
}

export interface FakeStripe {
  apiBase: string;
  /** Every request the SDK made: method, path, parsed form body and headers. */
  requests: { method: string; path: string; body: Params; headers: http.IncomingHttpHeaders }[];
  sessions: Map<string, FakeSession>;
  refunds: Map<string, FakeRefund>;
  subscriptions: Map<string, FakeSubscription>;
  /** The buyer pays on Stripe's page: the session completes with a PaymentIntent (or, in
   * subscription mode, a subscription and its first invoice). */
  pay(sessionId: string): FakeSession;
  /** Stripe bills a subscription's next month: the paid `subscription_cycle` invoice. */
  renew(subscriptionId: string): FakeInvoice;
  /** An event as Stripe's webhook posts it. */
  event(type: string, object: object): { id: string; payload: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const refunds = new Map<string, FakeRefund>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeStripe['requests'] = [];
  const paidAmounts = new Map<string, { amount: number; currency: string; refunded: number }>();
  /** Each paid invoice's PaymentIntent (current API versions show it only as an invoice payment). */
  const invoicePayments = new Map<string, string>();

  function route(method: string, path: string, body: Params): { status: number; body: unknown } {
    const error = (status: number, message: string) => ({
      status,
      body: { error: { type: 'invalid_request_error', message } },
    });
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const item = (body.line_items as Params)?.['0'] as Params;
      const price = item?.price_data as Params;
      if (!price?.currency || !price.unit_amount) return error(400, 'Missing line_items');
      const expiresAt = Number(body.expires_at);
      if (expiresAt && expiresAt < now() + 30 * 60 - 5) {
        return error(400, 'expires_at must be at least 30 minutes from Checkout Session creation');
      }
      const session: FakeSession = {
        id: id('cs_test'),
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        subscription: null,
        invoice: null,
        client_reference_id: (body.client_reference_id as string) ?? null,
        customer_email: (body.customer_email as string) ?? null,
        currency: price.currency as string,
        amount_total: Number(price.unit_amount) * Number(item.quantity ?? 1),
        metadata: (body.metadata as Record<string, string>) ?? {},
        mode: body.mode as string,
        url: '',
        success_url: body.success_url as string,
        cancel_url: body.cancel_url as string,
        expires_at: expiresAt || now() + 24 * 3600,
        locale: (body.locale as string) ?? null,
        created: now(),
        livemode: false,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1] ?? '');
      if (!session) return error(404, 'No such checkout.session');
      if (method === 'GET' && !sessionMatch[2]) return { status: 200, body: session };
      if (method === 'POST' && sessionMatch[2]) {
        if (session.status !== 'open') {
          return error(400, `Only Checkout Sessions with a status of open can be expired.`);
        }
        session.status = 'expired';
        session.url = null;
        return { status: 200, body: session };
      }
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1] ?? '');
      if (!subscription) return error(404, 'No such subscription');
      if (method === 'GET') return { status: 200, body: subscription };
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') {
          return error(400, 'This subscription has already been canceled.');
        }
        subscription.status = 'canceled';
        return { status: 200, body: subscription };
      }
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        }
        return { status: 200, body: subscription };
      }
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const paymentIntent = invoicePayments.get(body.invoice as string);
      const data = paymentIntent
        ? [
            {
              id: `inpay_${paymentIntent}`,
              object: 'invoice_payment',
              invoice: body.invoice,
              status: 'paid',
              is_default: true,
              payment: { type: 'payment_intent', payment_intent: paymentIntent },
            },
          ]
        : [];
      return {
        status: 200,
        body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paid = paidAmounts.get(body.payment_intent as string);
      if (!paid) return error(404, 'No such payment_intent');
      const amount = body.amount ? Number(body.amount) : paid.amount - paid.refunded;
      if (amount > paid.amount - paid.refunded) {
        return error(400, 'Refund amount is greater than unrefunded amount on charge');
      }
      paid.refunded += amount;
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: paid.currency,
        payment_intent: body.payment_intent as string,
        metadata: (body.metadata as Record<string, string>) ?? {},
        status: 'succeeded',
        created: now(),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = parseForm(method === 'GET' ? url.search.slice(1) : raw);
      requests.push({ method, path: url.pathname, body, headers: request.headers });
      let answer: { status: number; body: unknown };
      if (request.headers.authorization !== 'Bearer sk_test_fake') {
        answer = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      } else {
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? idempotent.get(key) : undefined;
        answer = known ?? route(method, url.pathname, body);
        if (typeof key === 'string' && !known) idempotent.set(key, answer);
      }
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': id('req'),
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    refunds,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      const paymentIntent = id('pi');
      paidAmounts.set(paymentIntent, {
        amount: session.amount_total,
        currency: session.currency,
        refunded: 0,
      });
      if (session.mode === 'subscription') {
        // As Stripe: a subscription-mode session has no PaymentIntent of its own.
        const subscription: FakeSubscription = {
          id: id('sub'),
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          metadata: session.metadata,
          currency: session.currency,
          amount: session.amount_total,
          created: now(),
        };
        subscriptions.set(subscription.id, subscription);
        session.subscription = subscription.id;
        session.invoice = id('in');
        invoicePayments.set(session.invoice, paymentIntent);
      } else {
        session.payment_intent = paymentIntent;
      }
      return session;
    },
    renew(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      const paymentIntent = id('pi');
      paidAmounts.set(paymentIntent, {
        amount: subscription.amount,
        currency: subscription.currency,
        refunded: 0,
      });
      const invoice: FakeInvoice = {
        id: id('in'),
        object: 'invoice',
        subscription: subscription.id,
        billing_reason: 'subscription_cycle',
        amount_paid: subscription.amount,
        currency: subscription.currency,
        status: 'paid',
        created: now(),
      };
      invoicePayments.set(invoice.id, paymentIntent);
      return invoice;
    },
    event(type, object) {
      const eventId = id('evt');
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2025-01-01',
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
      return { id: eventId, payload };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
