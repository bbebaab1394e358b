import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Xendit's e-wallet API as far as the store uses it, on a loopback port, for the integration tests
 * and the end-to-end suite: one-time e-wallet charges (`POST /ewallets/charges`, idempotent by
 * `x-idempotency-key`), reading one back, refunds of a charge (idempotent, partial, never more than
 * was paid, failed when a test says so), reading a refund back, the e-wallet's own page where the customer pays, declines or leaves, and the
 * `ewallet.capture` callback carrying the account's `x-callback-token`. OVO has no page: its app is
 * `/app/<mobile number>`, where the payer approves or declines; ShopeePay's link and QR code lead
 * to its page. Tests may hold callbacks to
 * send them later in any order, send one again or forged, take the API down or make it hang up.
 */

type ChargeStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'VOIDED';

export interface FakeCharge {
  id: string;
  business_id: string;
  reference_id: string;
  status: ChargeStatus;
  currency: string;
  charge_amount: number;
  capture_amount: number;
  refunded_amount: number | null;
  checkout_method: string;
  channel_code: string;
  channel_properties: Record<string, string>;
  actions: {
    desktop_web_checkout_url: string | null;
    mobile_web_checkout_url: string | null;
    mobile_deeplink_checkout_url: string | null;
    qr_checkout_string: string | null;
  };
  is_redirect_required: boolean;
  callback_url: string | null;
  created: string;
  updated: string;
  void_status: null;
  voided_at: null;
  capture_now: boolean;
  customer_id: null;
  payment_method_id: null;
  failure_code: string | null;
  basket: null;
  metadata: Record<string, unknown> | null;
  shipping_information: null;
}

export interface FakeRefund {
  id: string;
  charge_id: string;
  status: 'SUCCEEDED' | 'FAILED';
  currency: string;
  refund_amount: number;
  reason: string;
  failure_code: string | null;
  created: string;
  updated: string;
}

/** One request the fake answered, for a test to look at what the store sent. */
export interface SeenRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** A callback as Xendit sends it: its JSON and headers. */
export interface FakeCallback {
  chargeId: string;
  body: string;
  headers: Record<string, string>;
}

/** The currency each country's channels take, by the channel code's prefix. */
const CURRENCY_OF_COUNTRY: Record<string, string> = { ID: 'IDR', PH: 'PHP', VN: 'VND', TH: 'THB', MY: 'MYR' };
/** Channels whose page needs a failure address as well (as Xendit's reference requires). */
const NEEDS_FAILURE_URL = new Set(['PH_GCASH', 'PH_PAYMAYA']);
/** Channels with no page: the wallet asks the payer, by mobile number, in its app. */
const APP_APPROVAL = new Set(['ID_OVO']);
/** Channels that open only in their app: a link for a phone, a QR code for a desktop. */
const APP_ONLY = new Set(['ID_SHOPEEPAY']);
const WHOLE_UNITS = new Set(['IDR', 'VND']);

export interface FakeXenditOptions {
  /** 0: any free port. */
  port?: number;
  /** The account's secret API key: a request with another gets 401. */
  secretKey: string;
  /** The account's callback verification token, sent with every callback. */
  callbackToken: string;
  /** Where callbacks go (the dashboard's callback address); settable later. */
  callbackUrl?: string;
}

export type FakeXendit = Awaited<ReturnType<typeof startFakeXendit>>;

export async function startFakeXendit(options: FakeXenditOptions) {
  const charges = new Map<string, FakeCharge>();
  const refunds = new Map<string, FakeRefund[]>();
  /** Idempotency keys to what they answered, and the request they answered. */
  const answered = new Map<string, { request: string; status: number; body: unknown }>();
  const seen: SeenRequest[] = [];
  const sent: { chargeId: string; status: number }[] = [];
  const held: FakeCallback[] = [];
  const faults = {
    /** Every API call answers 500 SERVER_ERROR. */
    down: false,
    /** Every API call has its connection closed without an answer (a timeout at the store). */
    hangUp: false,
    /** Refunds only answer 500. */
    refundsDown: false,
    /** How many of the next refunds are made and fail (the e-wallet refused them): none goes back. */
    failRefunds: 0,
    /** Callbacks are kept in `held` instead of being sent. */
    holdCallbacks: false,
  };
  /** The smallest charge per currency, in Xendit's units (IDR 100 and PHP 1 as Xendit documents). */
  const minimum: Record<string, number> = { IDR: 100, PHP: 1, VND: 1000, THB: 20, MYR: 1 };
  const state = { callbackUrl: options.callbackUrl };
  let base = '';

  const now = () => new Date().toISOString();

  function error(status: number, error_code: string, message: string) {
    return { status, body: { error_code, message } };
  }

  function validCharge(body: Record<string, unknown>) {
    const { reference_id, currency, amount, checkout_method, channel_code } = body;
    const properties = (body.channel_properties ?? {}) as Record<string, unknown>;
    if (typeof reference_id !== 'string' || reference_id.length === 0 || reference_id.length > 255) {
      return error(400, 'API_VALIDATION_ERROR', 'reference_id is required');
    }
    if (checkout_method !== 'ONE_TIME_PAYMENT') {
      return error(400, 'API_VALIDATION_ERROR', 'checkout_method must be ONE_TIME_PAYMENT');
    }
    if (typeof channel_code !== 'string' || !CURRENCY_OF_COUNTRY[channel_code.slice(0, 2)]) {
      return error(400, 'API_VALIDATION_ERROR', 'channel_code is not a supported e-wallet');
    }
    if (typeof currency !== 'string' || currency !== CURRENCY_OF_COUNTRY[channel_code.slice(0, 2)]) {
      return error(400, 'UNSUPPORTED_CURRENCY', `${String(currency)} is not supported for ${channel_code}`);
    }
    const decimals = WHOLE_UNITS.has(currency) ? 0 : 2;
    if (
      typeof amount !== 'number' ||
      !Number.isFinite(amount) ||
      Number(amount.toFixed(decimals)) !== amount
    ) {
      return error(400, 'API_VALIDATION_ERROR', `amount must be a number with at most ${decimals} decimals`);
    }
    if (amount < minimum[currency]!) {
      return error(400, 'API_VALIDATION_ERROR', `amount must be at least ${minimum[currency]} ${currency}`);
    }
    if (APP_APPROVAL.has(channel_code)) {
      // As Xendit documents OVO's: an Indonesian number in the international form.
      if (typeof properties.mobile_number !== 'string' || !/^\+62\d{8,13}$/.test(properties.mobile_number)) {
        return error(400, 'API_VALIDATION_ERROR', 'channel_properties.mobile_number must be in E.164 format');
      }
      return undefined;
    }
    if (typeof properties.success_redirect_url !== 'string') {
      return error(400, 'API_VALIDATION_ERROR', 'channel_properties.success_redirect_url is required');
    }
    if (NEEDS_FAILURE_URL.has(channel_code) && typeof properties.failure_redirect_url !== 'string') {
      return error(400, 'API_VALIDATION_ERROR', 'channel_properties.failure_redirect_url is required');
    }
    return undefined;
  }

  function createCharge(body: Record<string, unknown>) {
    const refused = validCharge(body);
    if (refused) return refused;
    const id = `ewc_${randomUUID()}`;
    const channel = body.channel_code as string;
    const page = APP_APPROVAL.has(channel) || APP_ONLY.has(channel) ? null : `${base}/checkout/${id}`;
    const charge: FakeCharge = {
      id,
      business_id: 'fake_business',
      reference_id: body.reference_id as string,
      status: 'PENDING',
      currency: body.currency as string,
      charge_amount: body.amount as number,
      capture_amount: body.amount as number,
      refunded_amount: null,
      checkout_method: 'ONE_TIME_PAYMENT',
      channel_code: body.channel_code as string,
      channel_properties: body.channel_properties as Record<string, string>,
      actions: {
        desktop_web_checkout_url: page,
        mobile_web_checkout_url: page,
        // The wallet's app is the fake's page here; its QR code names the charge.
        mobile_deeplink_checkout_url: APP_ONLY.has(channel) ? `${base}/checkout/${id}` : null,
        qr_checkout_string: APP_ONLY.has(channel) ? `00020101021226570011ID.CO.SHOPEE.WWW${id}5303360` : null,
      },
      is_redirect_required: !APP_APPROVAL.has(channel),
      callback_url: state.callbackUrl ?? null,
      created: now(),
      updated: now(),
      void_status: null,
      voided_at: null,
      capture_now: true,
      customer_id: null,
      payment_method_id: null,
      failure_code: null,
      basket: null,
      metadata: (body.metadata as Record<string, unknown>) ?? null,
      shipping_information: null,
    };
    charges.set(id, charge);
    return { status: 202, body: charge };
  }

  function refundCharge(charge: FakeCharge | undefined, body: Record<string, unknown>) {
    if (!charge) return error(404, 'DATA_NOT_FOUND', 'The charge was not found');
    if (faults.refundsDown) return error(500, 'SERVER_ERROR', 'An unexpected error occured');
    if (charge.status !== 'SUCCEEDED') {
      return error(403, 'INELIGIBLE_TRANSACTION', `A ${charge.status} charge cannot be refunded`);
    }
    const amount = body.amount;
    if (typeof amount !== 'number' || !(amount > 0)) {
      return error(400, 'API_VALIDATION_ERROR', 'amount must be a positive number');
    }
    const given = charge.refunded_amount ?? 0;
    if (given + amount > charge.charge_amount + 1e-9) {
      return error(
        400,
        'MAXIMUM_REFUND_AMOUNT_REACHED',
        'The refund amount is greater than the amount of the charge left to refund',
      );
    }
    const failed = faults.failRefunds > 0;
    if (failed) faults.failRefunds -= 1;
    else charge.refunded_amount = Number((given + amount).toFixed(2));
    charge.updated = now();
    const refund: FakeRefund = {
      id: `ewr_${randomUUID()}`,
      charge_id: charge.id,
      status: failed ? 'FAILED' : 'SUCCEEDED',
      currency: charge.currency,
      refund_amount: amount,
      reason: String(body.reason ?? 'OTHERS'),
      failure_code: failed ? 'REFUND_FAILED' : null,
      created: now(),
      updated: now(),
    };
    refunds.set(charge.id, [...(refunds.get(charge.id) ?? []), refund]);
    return { status: 200, body: refund };
  }

  /** The callback of the charge as it stands now, with the account's token unless told another. */
  function callbackOf(charge: FakeCharge, token = options.callbackToken): FakeCallback {
    return {
      chargeId: charge.id,
      body: JSON.stringify({
        event: 'ewallet.capture',
        business_id: charge.business_id,
        created: now(),
        data: charge,
      }),
      headers: { 'content-type': 'application/json', 'x-callback-token': token, 'webhook-id': randomUUID() },
    };
  }

  /** Sends one callback; answers the store's HTTP status (0: it could not be reached). */
  async function deliver(callback: FakeCallback): Promise<number> {
    if (!state.callbackUrl) throw new Error('The fake Xendit has no callback address');
    const status = await fetch(state.callbackUrl, {
      method: 'POST',
      headers: callback.headers,
      body: callback.body,
    }).then(
      (response) => response.status,
      () => 0,
    );
    sent.push({ chargeId: callback.chargeId, status });
    return status;
  }

  /** A charge's outcome told: held for the test, or sent now. */
  async function notify(charge: FakeCharge): Promise<void> {
    const callback = callbackOf(charge);
    if (faults.holdCallbacks) held.push(callback);
    else await deliver(callback);
  }

  /** What the customer does on the e-wallet's page; answers where the browser goes next. */
  async function decide(chargeId: string, action: 'pay' | 'decline' | 'abandon'): Promise<string> {
    const charge = charges.get(chargeId);
    if (!charge) throw new Error(`No such charge ${chargeId}`);
    const properties = charge.channel_properties;
    // OVO's app has no store to send the payer back to: it stays on the wallet's own screen.
    const app = `/app/${encodeURIComponent(properties.mobile_number ?? '')}`;
    const success = properties.success_redirect_url ?? app;
    const back = properties.failure_redirect_url ?? success;
    if (action === 'abandon' || charge.status !== 'PENDING') {
      return action === 'pay' && charge.status === 'SUCCEEDED'
        ? success
        : (properties.cancel_redirect_url ?? back);
    }
    charge.status = action === 'pay' ? 'SUCCEEDED' : 'FAILED';
    charge.failure_code = action === 'pay' ? null : 'USER_DECLINED_THE_TRANSACTION';
    charge.updated = now();
    // The wallet tells the merchant as it sends the customer back; a slow callback never holds the page.
    void notify(charge);
    return action === 'pay' ? success : back;
  }

  /** OVO's app on the payer's phone: the charges waiting for that number's approval. */
  function appOf(mobileNumber: string): string {
    const waiting = [...charges.values()].filter(
      (charge) => charge.channel_properties.mobile_number === mobileNumber && charge.status === 'PENDING',
    );
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>OVO · Xendit test</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>OVO ${mobileNumber}</h1>
${
  waiting.length === 0
    ? '<p>Nothing to approve.</p>'
    : waiting
        .map(
          (charge) => `<form method="post" action="/checkout/${charge.id}">
<p>Pay <strong>${charge.currency} ${charge.charge_amount}</strong> (reference ${charge.reference_id})</p>
<button name="action" value="pay">Pay</button> <button name="action" value="decline">Decline</button></form>`,
        )
        .join('')
}
</body></html>`;
  }

  function pageOf(charge: FakeCharge): string {
    const amount = `${charge.currency} ${charge.charge_amount}`;
    const done = charge.status !== 'PENDING';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${charge.channel_code} · Xendit test</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>${charge.channel_code}</h1><p>Pay <strong>${amount}</strong> to the store (reference ${charge.reference_id}).</p>
${
  done
    ? `<p>This payment is ${charge.status}.</p>`
    : `<form method="post" action="/checkout/${charge.id}">
<button name="action" value="pay">Pay</button> <button name="action" value="decline">Decline</button>
<button name="action" value="abandon">Abandon</button></form>`
}
</body></html>`;
  }

  async function readBody(request: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const expectedAuthorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(request);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };

    const app = /^\/app\/([^/]+)$/.exec(path);
    if (app && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(appOf(decodeURIComponent(app[1]!)));
    }
    // The e-wallet's page, in the customer's browser: no API key there.
    const page = /^\/checkout\/([^/]+)$/.exec(path);
    if (page) {
      const charge = charges.get(page[1]!);
      if (!charge) return reply(404, { error_code: 'DATA_NOT_FOUND', message: 'No such checkout' });
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(pageOf(charge));
      }
      const action = new URLSearchParams(raw).get('action');
      if (action !== 'pay' && action !== 'decline' && action !== 'abandon') return reply(400, {});
      response.writeHead(303, { location: await decide(charge.id, action) });
      return response.end();
    }

    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return reply(400, { error_code: 'API_VALIDATION_ERROR', message: 'The body is not JSON' });
    }
    const idempotencyKey = request.headers['x-idempotency-key'] as string | undefined;
    seen.push({
      method: request.method!,
      path,
      body,
      idempotencyKey,
      authorization: request.headers.authorization,
    });
    if (faults.hangUp) return request.socket.destroy();
    if (faults.down)
      return reply(500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occured' });
    if (request.headers.authorization !== expectedAuthorization) {
      return reply(401, { error_code: 'INVALID_API_KEY', message: 'API key format is invalid' });
    }

    const once = (key: string | undefined, answer: () => { status: number; body: unknown }) => {
      if (!key) return answer();
      const scoped = `${request.method} ${path} ${key}`;
      const before = answered.get(scoped);
      if (before) {
        if (before.request !== raw) {
          return error(409, 'IDEMPOTENCY_ERROR', 'The idempotency key was used with another request');
        }
        return before;
      }
      const result = answer();
      // A server error is not remembered: asking again with the key may succeed.
      if (result.status < 500) answered.set(scoped, { request: raw, ...result });
      return result;
    };

    if (request.method === 'POST' && path === '/ewallets/charges') {
      const result = once(idempotencyKey, () => createCharge(body));
      return reply(result.status, result.body);
    }
    const refund = /^\/ewallets\/charges\/([^/]+)\/refunds$/.exec(path);
    if (request.method === 'POST' && refund) {
      const result = once(idempotencyKey, () => refundCharge(charges.get(refund[1]!), body));
      return reply(result.status, result.body);
    }
    const refundFound = /^\/ewallets\/charges\/([^/]+)\/refunds\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && refundFound) {
      const made = refunds.get(refundFound[1]!)?.find((item) => item.id === refundFound[2]);
      return made
        ? reply(200, made)
        : reply(404, { error_code: 'DATA_NOT_FOUND', message: 'The refund was not found' });
    }
    const found = /^\/ewallets\/charges\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && found) {
      const charge = charges.get(found[1]!);
      return charge
        ? reply(200, charge)
        : reply(404, { error_code: 'DATA_NOT_FOUND', message: 'The charge was not found' });
    }
    reply(404, { error_code: 'NOT_FOUND', message: 'No such endpoint' });
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => {
      response.writeHead(500);
      response.end(String(failure));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The API's base address: XENDIT_API_URL. */
    url: base,
    charges,
    refunds,
    seen,
    /** Callbacks sent, with the store's answer. */
    sent,
    /** Callbacks kept while `faults.holdCallbacks` is on. */
    held,
    faults,
    minimum,
    set callbackUrl(url: string | undefined) {
      state.callbackUrl = url;
    },
    get callbackUrl() {
      return state.callbackUrl;
    },
    decide,
    /** The charge's callback as it stands now (again, or forged with another token). */
    callbackOf: (chargeId: string, token?: string) => callbackOf(charges.get(chargeId)!, token),
    deliver,
    /** Sends the held callbacks in the order given (oldest first by default), and forgets them. */
    async releaseHeld(order: 'oldest-first' | 'newest-first' = 'oldest-first'): Promise<number[]> {
      const batch = held.splice(0, held.length);
      if (order === 'newest-first') batch.reverse();
      const statuses: number[] = [];
      for (const callback of batch) statuses.push(await deliver(callback));
      return statuses;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
