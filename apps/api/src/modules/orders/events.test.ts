import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFrontDoor } from '../../edge/front-door.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { adminCall, signedInStaff } from '../../testing/staff.ts';
import { payAtSandbox } from '../../testing/payments.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { secondApi } from '../support/testing.ts';
import { lockOrder, moveOrder } from './state.ts';
import { orders, orderStreams } from './tables.ts';

const PORT = 3602;

let t: TestApp;
let frontDoor: FastifyInstance;
let devices = 0;

beforeAll(async () => {
  t = await createTestApp({ API_PORT: String(PORT) });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  // The web origin is never reached here: only /api goes through.
  frontDoor = buildFrontDoor({ apiOrigin: `http://127.0.0.1:${PORT}`, webOrigin: 'http://127.0.0.1:9' });
  await frontDoor.listen({ port: PORT + 1, host: '127.0.0.1' });
});
afterAll(async () => {
  await frontDoor.close();
  await t.close();
});

/** A guest's unpaid top-up; a player id starting 58 is one the supplier never answers for. */
async function guestWithOrder(playerId = '512345678') {
  const login = await t.call('auth/loginByDevice', { DeviceId: `events-test-${devices++}-${Date.now()}` });
  const token = login.json().data.token as string;
  const res = await t.call(
    'order/create',
    {
      productId: 'mecha-arena',
      skuId: demoSkuId('mecha-arena', 60),
      playerId,
      acceptTerms: true,
    },
    { authorization: token },
  );
  return { token, orderNo: res.json().data.orderNo as string };
}

interface Stream {
  status: number;
  contentType: string | undefined;
  /** The `status` events received so far. */
  events: { status: string }[];
  /** The names of all events received so far, in order. */
  names: string[];
  /** The raw body, or the refusal's JSON. */
  raw: string;
  /** Settles when the server has ended the response. */
  ended: Promise<void>;
  close(): void;
}

function open(port: number, orderNo: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: `/api/web/order/events?orderNo=${orderNo}`, headers },
      (response) => {
        const stream: Stream = {
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'],
          events: [],
          names: [],
          raw: '',
          ended: new Promise((settle) => response.on('end', settle)),
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          stream.raw += chunk;
          stream.events = [...stream.raw.matchAll(/event: status\ndata: (.*)\n\n/g)].map((match) =>
            JSON.parse(match[1]!),
          );
          stream.names = [...stream.raw.matchAll(/event: (\w+)\n/g)].map((match) => match[1]!);
        });
        response.on('error', () => undefined);
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Paid on the sandbox gateway's page; its notification reaches this file's listening API. The
 * orders paid here are for a player the supplier never answers for, so they wait in pendingShipment.
 */
async function pay({ token, orderNo }: { token: string; orderNo: string }) {
  await payAtSandbox(t, { authorization: token }, orderNo);
}

const UNANSWERED_PLAYER = '581234567';

describe('GET /api/web/order/events', () => {
  it('sends the status at once and again after each change, authenticated by the header', async () => {
    const { token, orderNo } = await guestWithOrder(UNANSWERED_PLAYER);
    const stream = await open(PORT, orderNo, { authorization: token });
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      await expect.poll(() => stream.events.length).toBe(1);
      expect(stream.events[0]).toEqual({
        orderNo,
        status: 'waitingPayment',
        paidAt: null,
        completedAt: null,
        hasCodes: false,
        refundedAmount: 0,
      });
      await pay({ token, orderNo });
      await expect
        .poll(() => stream.events.map((event) => event.status).slice(0, 2))
        .toEqual(['waitingPayment', 'pendingShipment']);
    } finally {
      stream.close();
    }
  });

  it("tells a completed order's page of a partial refund once the provider confirmed it", async () => {
    const { token, orderNo } = await guestWithOrder();
    const stream = await open(PORT, orderNo, { authorization: token });
    try {
      await pay({ token, orderNo });
      await expect.poll(() => stream.events.at(-1)?.status, { timeout: 10_000 }).toBe('completed');
      const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
      const half = Math.floor(order!.payAmount / 2);
      const operator = (await signedInStaff(t, 'operator')).token;
      const press = { orderNo, actionId: randomUUID(), reason: 'Half the coins arrived', amount: half };
      const refund = await adminCall(t, 'orders/refund', press, operator);
      // The console's answer: asked of the provider, not yet confirmed.
      expect(refund).toMatchObject({ code: 1, data: { refund: { status: 'pending' } } });
      // The refund job's confirmation reaches the open page, the status unchanged.
      await expect
        .poll(() => stream.events.at(-1), { timeout: 10_000 })
        .toMatchObject({ status: 'completed', refundedAmount: half });
    } finally {
      stream.close();
    }
  });

  it('takes the token from the cookie, through the front door', async () => {
    const { token, orderNo } = await guestWithOrder();
    const stream = await open(PORT + 1, orderNo, { cookie: `lang=ru; token=${encodeURIComponent(token)}` });
    try {
      expect(stream.status).toBe(200);
      await expect.poll(() => stream.events.length).toBe(1);
      await t.database.db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderNo);
        await moveOrder(tx, order!, 'closed', 'deadline');
      });
      await expect.poll(() => stream.events.at(-1)?.status).toBe('closed');
    } finally {
      stream.close();
    }
  });

  it("answers another customer's order and a bad token with the usual envelope", async () => {
    const { orderNo } = await guestWithOrder();
    const stranger = await guestWithOrder();
    const other = await open(PORT, orderNo, { authorization: stranger.token, lang: 'en' });
    const anonymous = await open(PORT, orderNo, {});
    const malformed = await open(PORT, 'abc', { authorization: stranger.token });
    await expect.poll(() => other.raw && anonymous.raw && malformed.raw).toBeTruthy();
    expect(JSON.parse(other.raw)).toMatchObject({ code: -1204, data: null });
    expect(JSON.parse(anonymous.raw)).toMatchObject({ code: -1001 });
    expect(JSON.parse(malformed.raw)).toMatchObject({ code: -1101 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row!.status).toBe('waitingPayment');
  });

  it('serves many watchers of many orders over one listening connection', async () => {
    const watched = await Promise.all(Array.from({ length: 5 }, () => guestWithOrder(UNANSWERED_PLAYER)));
    const streams = await Promise.all(
      watched.flatMap(({ token, orderNo }) => [
        open(PORT, orderNo, { authorization: token }),
        open(PORT, orderNo, { authorization: token }),
      ]),
    );
    try {
      await Promise.all(watched.map(pay));
      for (const stream of streams) {
        await expect.poll(() => stream.events.at(-1)?.status).toBe('pendingShipment');
      }
      const { rows } = await t.database.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM pg_stat_activity
          WHERE query ILIKE 'LISTEN order_status%' AND datname = current_database()`,
      );
      expect(rows[0]!.count).toBe(1);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

/** The streams a session holds, as every API process counts them. */
async function placesOf(token: string): Promise<number> {
  const { sessionId } = (await t.services.auth.sessionOf(token))!;
  return t.database.db.$count(orderStreams, eq(orderStreams.sessionId, sessionId));
}

const portOf = (url: string) => Number(new URL(url).port);

describe('a stream and its session (issue 11, item 11)', () => {
  it('ends when the session ends, heard by another API process, and gives its place back', async () => {
    const other = await secondApi(t);
    try {
      const { token, orderNo } = await guestWithOrder();
      const stream = await open(portOf(other.url), orderNo, { authorization: token });
      await expect.poll(() => stream.events.length).toBe(1);
      const { sessionId } = (await t.services.auth.sessionOf(token))!;
      expect((await t.call('auth/logout', {}, { authorization: token })).json().code).toBe(1);
      await stream.ended;
      // Not a "reconnect": the page stops following rather than opening the next stream.
      expect(stream.names).toEqual(['status', 'ended']);
      expect(await t.database.db.$count(orderStreams, eq(orderStreams.sessionId, sessionId))).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("refuses a stream beyond the session's share with -1324, and takes one once a place is free", async () => {
    const { token, orderNo } = await guestWithOrder();
    const held: Stream[] = [];
    const attempt = async () => {
      const stream = await open(PORT, orderNo, { authorization: token, lang: 'en' });
      if (stream.status === 200 && stream.contentType?.startsWith('text/event-stream')) {
        held.push(stream);
        return 'open';
      }
      await stream.ended;
      return JSON.parse(stream.raw);
    };
    try {
      for (let i = 0; i < t.config.orderStreams.perSession; i++) expect(await attempt()).toBe('open');
      expect(await placesOf(token)).toBe(t.config.orderStreams.perSession);
      expect(await attempt()).toEqual({
        code: -1324,
        msg: 'Too many order pages are open at once, please close some and reload',
        data: null,
      });
      held.shift()!.close();
      await expect.poll(attempt).toBe('open');
    } finally {
      for (const stream of held) stream.close();
    }
  });

  it("refuses a stream beyond the source address's share, whatever the session", async () => {
    const narrow = await secondApi(t, { ...t.config, orderStreams: { ...t.config.orderStreams, perIp: 3 } });
    const held: Stream[] = [];
    try {
      const office = { real_ip: '198.51.100.77' };
      for (let i = 0; i < 3; i++) {
        const { token, orderNo } = await guestWithOrder();
        held.push(await open(portOf(narrow.url), orderNo, { authorization: token, ...office }));
        expect(held.at(-1)!.status).toBe(200);
      }
      const { token, orderNo } = await guestWithOrder();
      const refused = await open(portOf(narrow.url), orderNo, { authorization: token, ...office });
      await refused.ended;
      expect(JSON.parse(refused.raw)).toMatchObject({ code: -1324 });
      const elsewhere = await open(portOf(narrow.url), orderNo, {
        authorization: token,
        real_ip: '198.51.100.78',
      });
      held.push(elsewhere);
      await expect.poll(() => elsewhere.events.length).toBe(1);
    } finally {
      for (const stream of held) stream.close();
      await narrow.close();
    }
  });

  it('is closed by the server at its lifetime, with a reconnect event once its place is free', async () => {
    const brief = await secondApi(t, {
      ...t.config,
      orderStreams: { ...t.config.orderStreams, lifetimeSeconds: 1 },
    });
    try {
      const { token, orderNo } = await guestWithOrder();
      const opened = Date.now();
      const stream = await open(portOf(brief.url), orderNo, { authorization: token });
      await stream.ended;
      expect(Date.now() - opened).toBeGreaterThanOrEqual(1000);
      expect(stream.names).toEqual(['status', 'reconnect']);
      expect(await placesOf(token)).toBe(0);
    } finally {
      await brief.close();
    }
  });
});

describe('shutdown', () => {
  it('ends open streams so the server can close', async () => {
    const other = await createTestApp({ API_PORT: String(PORT + 2) });
    await other.app.listen({ port: PORT + 2, host: '127.0.0.1' });
    const login = await other.call('auth/loginByDevice', { DeviceId: `events-shutdown-${Date.now()}` });
    const token = login.json().data.token as string;
    const created = await other.call(
      'order/create',
      {
        productId: 'mecha-arena',
        skuId: demoSkuId('mecha-arena', 60),
        playerId: '512345678',
        acceptTerms: true,
      },
      { authorization: token },
    );
    const stream = await open(PORT + 2, created.json().data.orderNo, { authorization: token });
    await expect.poll(() => stream.events.length).toBe(1);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    // The page opens its next stream, on a process that is still up.
    await stream.ended;
    expect(stream.names.at(-1)).toBe('reconnect');
  });
});
