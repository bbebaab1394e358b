import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * YooKassa's API v3 as far as the store uses it, on a loopback port, for tests and the bench: payments
 * created under an Idempotence-Key (the same key answers the same payment), read by id, refunds
 * (idempotent, partial, never over the payment), a hosted confirmation page with Pay / Decline /
 * Abandon, and notifications to the store in YooKassa's form (unsigned JSON), repeatable and, on
 * request, held back to be sent in another order. Outages and timeouts on request.
 */

export interface FakeAmount {
  value: string;
  currency: string;
}

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: FakeAmount;
  refunded_amount?: FakeAmount;
  description?: string;
  created_at: string;
  captured_at?: string;
  confirmation?: { type: 'redirect'; confirmation_url: string; return_url: string };
  payment_method?: {
    type: string;
    id: string;
    saved: boolean;
    title?: string;
    card?: Record<string, string>;
  };
  cancellation_details?: { party: string; reason: string };
  metadata: Record<string, string>;
  receipt?: unknown;
  test: boolean;
  refundable: boolean;
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'succeeded' | 'canceled';
  amount: FakeAmount;
  created_at: string;
}

export interface SeenRequest {
  method: string;
  path: string;
  idempotenceKey: string | undefined;
  body: Record<string, unknown> | undefined;
}

export interface FakeYookassa {
  /** `http://127.0.0.1:<port>`: the API's base (YOOKASSA_API_URL is this plus `/v3`). */
  origin: string;
  apiUrl: string;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  seen: SeenRequest[];
  /**
   * `down`: every API call answers 500; `hang`: every API call is never answered; `minimum`: the
   * smallest payment in kopecks; `hold`: notifications are kept (see `release`) instead of sent;
   * `cancelRefunds`: how many of the next refunds YooKassa makes and cancels (none goes back).
   */
  behaviour: { down: boolean; hang: boolean; minimum: number; hold: boolean; cancelRefunds: number };
  /** Where notifications go (the store's /api/hooks/yookassa); none: they are only kept. */
  webhookUrl: string | undefined;
  /** The customer pays at the hosted page (`value`: YooKassa confirms another amount, a fault of its own). */
  pay(id: string, options?: { value?: string; method?: string }): Promise<void>;
  /** The customer's bank declines at the hosted page. */
  decline(id: string): Promise<void>;
  /** YooKassa's own expiry of a payment nobody confirmed. */
  expire(id: string): Promise<void>;
  /** Sends the notification of the payment's current status (again, when already sent). */
  notify(id: string): Promise<number>;
  /** Sends the held notifications, newest first when `reversed`, and stops holding. */
  release(options?: { reversed?: boolean }): Promise<number[]>;
  close(): Promise<void>;
}

const ok = (value: string) => /^\d+\.\d{2}$/.test(value);
const kopecks = (value: string) => Math.round(Number(value) * 100);
const asValue = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const PAGE = (payment: FakePayment) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>YooKassa test payment</title></head><body>
<h1>Test payment ${payment.amount.value} ${payment.amount.currency}</h1><p>${payment.description ?? ''}</p>
<form method="post" action="/checkout/${payment.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${payment.id}/decline"><button type="submit">Decline</button></form>
<form method="post" action="/checkout/${payment.id}/abandon"><button type="submit">Abandon</button></form>
</body></html>`;

export async function startFakeYookassa({
  port = 0,
  shopId,
  secretKey,
  webhookUrl,
}: {
  port?: number;
  shopId: string;
  secretKey: string;
  webhookUrl?: string;
}): Promise<FakeYookassa> {
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const seen: SeenRequest[] = [];
  // Idempotence-Key → the request's body and the answer it got, as YooKassa keeps them (24 h).
  const answered = new Map<string, { body: string; status: number; answer: unknown }>();
  const held: FakePayment[] = [];
  const behaviour = { down: false, hang: false, minimum: 100, hold: false, cancelRefunds: 0 };
  const hanging = new Set<ServerResponse>();
  const authorization = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  let origin = '';

  const error = (code: string, description: string, parameter?: string) => ({
    type: 'error',
    id: randomUUID(),
    code,
    description,
    ...(parameter && { parameter }),
  });

  async function send(payment: FakePayment): Promise<number> {
    const event = {
      succeeded: 'payment.succeeded',
      canceled: 'payment.canceled',
      waiting_for_capture: 'payment.waiting_for_capture',
      pending: 'payment.pending',
    }[payment.status];
    if (!fake.webhookUrl) return 0;
    const res = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'notification', event, object: payment }),
    });
    await res.arrayBuffer();
    return res.status;
  }

  async function changed(payment: FakePayment): Promise<void> {
    // A snapshot: a held notification says what was true when it was made.
    if (behaviour.hold) held.push(structuredClone(payment));
    else await send(payment);
  }

  function createPayment(body: Record<string, unknown>): [number, unknown] {
    const amount = body.amount as FakeAmount | undefined;
    if (!amount || typeof amount.value !== 'string' || !ok(amount.value) || !amount.currency) {
      return [400, error('invalid_request', 'Invalid amount', 'amount')];
    }
    if (amount.currency !== 'RUB') {
      return [400, error('invalid_request', 'This currency is not available', 'amount.currency')];
    }
    if (kopecks(amount.value) < behaviour.minimum) {
      return [
        400,
        error(
          'invalid_request',
          `The payment amount is less than ${asValue(behaviour.minimum)}`,
          'amount.value',
        ),
      ];
    }
    const confirmation = body.confirmation as { type?: string; return_url?: string } | undefined;
    if (confirmation?.type !== 'redirect' || !confirmation.return_url) {
      return [400, error('invalid_request', 'Confirmation is required', 'confirmation')];
    }
    const id = `2${randomUUID().slice(1)}`;
    const method = body.payment_method_data as { type?: string } | undefined;
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: { value: amount.value, currency: amount.currency },
      description: body.description as string | undefined,
      created_at: new Date().toISOString(),
      confirmation: {
        type: 'redirect',
        confirmation_url: `${origin}/checkout/${id}`,
        return_url: confirmation.return_url,
      },
      ...(method?.type && { payment_method: { type: method.type, id, saved: false } }),
      metadata: (body.metadata as Record<string, string>) ?? {},
      ...(body.receipt !== undefined && { receipt: body.receipt }),
      test: true,
      refundable: false,
    };
    payments.set(id, payment);
    return [200, payment];
  }

  function createRefund(body: Record<string, unknown>): [number, unknown] {
    const payment = payments.get(String(body.payment_id));
    if (!payment) return [400, error('invalid_request', 'Payment not found', 'payment_id')];
    const amount = body.amount as FakeAmount | undefined;
    if (!amount || !ok(amount.value) || amount.currency !== payment.amount.currency) {
      return [400, error('invalid_request', 'Invalid amount', 'amount')];
    }
    if (payment.status !== 'succeeded') {
      return [400, error('invalid_request', 'Payment has not succeeded', 'payment_id')];
    }
    const refunded = kopecks(payment.refunded_amount?.value ?? '0.00');
    if (refunded + kopecks(amount.value) > kopecks(payment.amount.value)) {
      return [
        400,
        error(
          'invalid_request',
          'Refund amount is greater than the amount left of the payment',
          'amount.value',
        ),
      ];
    }
    const canceled = behaviour.cancelRefunds > 0;
    const refund: FakeRefund = {
      id: randomUUID(),
      payment_id: payment.id,
      status: canceled ? 'canceled' : 'succeeded',
      amount,
      created_at: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    if (canceled) {
      behaviour.cancelRefunds -= 1;
      return [200, refund];
    }
    payment.refunded_amount = { value: asValue(refunded + kopecks(amount.value)), currency: amount.currency };
    return [200, refund];
  }

  function cancelPayment(id: string): [number, unknown] {
    const payment = payments.get(id);
    if (!payment) return [404, error('not_found', 'Payment not found')];
    if (payment.status !== 'waiting_for_capture') {
      return [400, error('invalid_request', `Payment is in ${payment.status} status`, 'payment_id')];
    }
    payment.status = 'canceled';
    payment.cancellation_details = { party: 'merchant', reason: 'canceled_by_merchant' };
    return [200, payment];
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string, raw: string) {
    const reply = (status: number, data: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(data));
    };
    const key = request.headers['idempotence-key'] as string | undefined;
    let body: Record<string, unknown> | undefined;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    } catch {
      return reply(400, error('invalid_request', 'Malformed JSON'));
    }
    seen.push({ method: request.method!, path, idempotenceKey: key, body });
    if (behaviour.hang) {
      hanging.add(response);
      return;
    }
    if (behaviour.down) return reply(500, error('internal_server_error', 'Internal server error'));
    if (request.headers.authorization !== authorization) {
      return reply(401, error('invalid_credentials', 'Login or password is incorrect'));
    }
    if (request.method === 'GET') {
      const payment = /^\/v3\/payments\/([^/]+)$/.exec(path)?.[1];
      if (payment)
        return payments.has(payment)
          ? reply(200, payments.get(payment))
          : reply(404, error('not_found', 'Not found'));
      const refund = /^\/v3\/refunds\/([^/]+)$/.exec(path)?.[1];
      if (refund)
        return refunds.has(refund)
          ? reply(200, refunds.get(refund))
          : reply(404, error('not_found', 'Not found'));
      return reply(404, error('not_found', 'Not found'));
    }
    if (request.method !== 'POST') return reply(405, error('invalid_request', 'Method not allowed'));
    if (!key) return reply(400, error('invalid_request', 'Idempotence key is required', 'Idempotence-Key'));
    const previous = answered.get(`${path} ${key}`);
    if (previous) {
      if (previous.body !== raw) {
        return reply(
          400,
          error('invalid_request', 'Idempotence key duplicated with another request', 'Idempotence-Key'),
        );
      }
      return reply(previous.status, previous.answer);
    }
    const cancel = /^\/v3\/payments\/([^/]+)\/cancel$/.exec(path)?.[1];
    const [status, answer] =
      path === '/v3/payments'
        ? createPayment(body ?? {})
        : path === '/v3/refunds'
          ? createRefund(body ?? {})
          : cancel
            ? cancelPayment(cancel)
            : [404, error('not_found', 'Not found')];
    answered.set(`${path} ${key}`, { body: raw, status, answer: structuredClone(answer) });
    reply(status, answer);
  }

  async function page(request: IncomingMessage, response: ServerResponse, path: string) {
    const [, id, action] = /^\/checkout\/([^/]+)(?:\/(pay|decline|abandon))?$/.exec(path) ?? [];
    const payment = id ? payments.get(id) : undefined;
    if (!payment) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('No such payment');
    }
    if (!action) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(PAGE(payment));
    }
    if (request.method !== 'POST') {
      response.writeHead(405);
      return response.end();
    }
    if (action === 'pay') await fake.pay(payment.id);
    if (action === 'decline') await fake.decline(payment.id);
    // Abandon: the customer goes back without paying; the payment stays pending until it expires.
    response.writeHead(303, { location: payment.confirmation!.return_url });
    response.end();
  }

  const server = http.createServer((request, response) => {
    const path = request.url!.split('?')[0]!;
    bodyOf(request)
      .then(async (raw) => {
        if (path.startsWith('/v3/')) await api(request, response, path, raw);
        else await page(request, response, path);
      })
      .catch((failure: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(failure.message);
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function pending(id: string): FakePayment {
    const payment = payments.get(id);
    if (!payment) throw new Error(`The fake YooKassa has no payment ${id}`);
    return payment;
  }

  const fake: FakeYookassa = {
    origin,
    apiUrl: `${origin}/v3`,
    payments,
    refunds,
    seen,
    behaviour,
    webhookUrl,
    async pay(id, { value, method } = {}) {
      const payment = pending(id);
      if (payment.status !== 'pending') return;
      const type = method ?? payment.payment_method?.type ?? 'bank_card';
      Object.assign(payment, {
        status: 'succeeded',
        paid: true,
        captured_at: new Date().toISOString(),
        refundable: true,
        ...(value && { amount: { value, currency: payment.amount.currency } }),
        payment_method: {
          type,
          id: payment.id,
          saved: false,
          ...(type === 'bank_card' && {
            title: 'Bank card *4444',
            card: {
              first6: '220000',
              last4: '4444',
              card_type: 'Mir',
              expiry_month: '12',
              expiry_year: '2030',
            },
          }),
        },
      });
      await changed(payment);
    },
    async decline(id) {
      const payment = pending(id);
      if (payment.status !== 'pending') return;
      Object.assign(payment, {
        status: 'canceled',
        cancellation_details: { party: 'payment_network', reason: 'insufficient_funds' },
      });
      await changed(payment);
    },
    async expire(id) {
      const payment = pending(id);
      if (payment.status !== 'pending') return;
      Object.assign(payment, {
        status: 'canceled',
        cancellation_details: { party: 'yoo_money', reason: 'expired_on_confirmation' },
      });
      await changed(payment);
    },
    notify: (id) => send(pending(id)),
    async release({ reversed = false } = {}) {
      behaviour.hold = false;
      const queued = held.splice(0, held.length);
      if (reversed) queued.reverse();
      const statuses = [];
      for (const payment of queued) statuses.push(await send(payment));
      return statuses;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
