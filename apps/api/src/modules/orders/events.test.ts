import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFrontDoor } from '../../edge/front-door.ts';
import { createTestApp, type TestApp } from '../../platform/testing/app.ts';
import { demoSkuId } from '../catalog/seed.ts';
import { lockOrder, moveOrder } from './state.ts';
import { orders } from './tables.ts';

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

async function guestWithOrder() {
  const login = await t.call('auth/loginByDevice', { DeviceId: `events-test-${devices++}-${Date.now()}` });
  const token = login.json().data.token as string;
  const res = await t.call(
    'order/create',
    {
      productId: 'mecha-arena',
      skuId: demoSkuId('mecha-arena', 60),
      playerId: '512345678',
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
  /** The raw body, or the refusal's JSON. */
  raw: string;
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
          raw: '',
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          stream.raw += chunk;
          stream.events = [...stream.raw.matchAll(/event: status\ndata: (.*)\n\n/g)].map((match) =>
            JSON.parse(match[1]!),
          );
        });
        response.on('error', () => undefined);
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

async function pay(orderNo: string) {
  await t.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    await moveOrder(tx, order!, 'pendingShipment', 'paid');
  });
}

describe('GET /api/web/order/events', () => {
  it('sends the status at once and again after each change, authenticated by the header', async () => {
    const { token, orderNo } = await guestWithOrder();
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
      });
      await pay(orderNo);
      await expect
        .poll(() => stream.events.map((event) => event.status).slice(0, 2))
        .toEqual(['waitingPayment', 'pendingShipment']);
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
    const watched = await Promise.all(Array.from({ length: 5 }, () => guestWithOrder()));
    const streams = await Promise.all(
      watched.flatMap(({ token, orderNo }) => [
        open(PORT, orderNo, { authorization: token }),
        open(PORT, orderNo, { authorization: token }),
      ]),
    );
    try {
      await Promise.all(watched.map(({ orderNo }) => pay(orderNo)));
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
  });
});
