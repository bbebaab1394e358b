import http from 'node:http';
import { ERROR } from '@storefront/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { demoSkuId } from './demo/catalog.ts';
import { DEMO_AGENT } from './demo/agent.ts';
import { createAgentService } from './modules/agents/index.ts';
import { openSocket } from './modules/support/testing.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { ONE_ADDRESS_FOR_ALL } from './testing/app.ts';
import { createTestDatabase, type TestDatabase } from './testing/database.ts';
import { freePort, startStoreProcess, type StoreProcess } from './testing/processes.ts';

// Issue 17, item 4: the production layout, two ROLE=api processes and one ROLE=worker on one
// PostgreSQL, behaves as one store. Whatever a customer or staff member does through one API is
// seen through the other, and only the worker runs jobs: nothing is kept in one process's memory.

const SIGN_IN_LIMIT = 4;
const RUS = { lang: 'en', region: 'RUS', currency: 'RUB' };

let database: TestDatabase;
let api1: StoreProcess;
let api2: StoreProcess;
let running: StoreProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const [port1, port2] = [await freePort(), await freePort()];
  const env = {
    ...ONE_ADDRESS_FOR_ALL,
    SIGNIN_LIMIT_PER_EMAIL: String(SIGN_IN_LIMIT),
    // The load balancer's address, which the worker notifies the sandbox's payments to: here API 2.
    PUBLIC_URL: `http://127.0.0.1:${port2}`,
    SANDBOX_WEBHOOK_SECRET: 'scale-out-test-webhook-secret',
    CHAT_SIGNING_SECRET: 'scale-out-test-chat-signing-secret-0123',
  };
  // Started together, as a deployment does: they take turns at the migrations.
  const started = await Promise.allSettled([
    startStoreProcess({ role: 'api', port: port1, databaseUrl: database.url, env }),
    startStoreProcess({ role: 'api', port: port2, databaseUrl: database.url, env }),
    startStoreProcess({ role: 'worker', databaseUrl: database.url, env }),
  ]);
  running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  [api1, api2] = running as [StoreProcess, StoreProcess];
}, 120_000);
afterAll(async () => {
  await Promise.all(running.map((process) => process.stop()));
  await database?.drop();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Answer = { code: number; msg: string; data: any };

async function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Answer;
}

async function ok(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await post(origin, path, body, headers);
  expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(1);
  return answer.data;
}

let devices = 0;
async function guest(origin: string): Promise<{ token: string; userId: string }> {
  return ok(origin, 'web/auth/loginByDevice', { DeviceId: `scale-out-${devices++}-${Date.now()}` });
}

/** The `status` events of an order's live stream, as its page reads them. */
function statusStream(origin: string, orderNo: string, token: string) {
  const statuses: string[] = [];
  const request = http.get(`${origin}/api/web/order/events?orderNo=${orderNo}`, {
    headers: { authorization: token },
  });
  request.on('response', (response) => {
    let raw = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      raw += chunk;
      statuses.splice(
        0,
        statuses.length,
        ...[...raw.matchAll(/event: status\ndata: (.*)\n\n/g)].map(
          (match) => (JSON.parse(match[1]!) as { status: string }).status,
        ),
      );
    });
    response.on('error', () => undefined);
  });
  request.on('error', () => undefined);
  return { statuses, close: () => request.destroy() };
}

let staffMade = 0;
/** A staff member of `role` made as `staff:create` does, signed in (TOTP enrolled) through `origin`. */
async function signedInStaff(origin: string, role: 'operator'): Promise<string> {
  const email = `${role}.${Date.now().toString(36)}${staffMade++}@scale-out.test`;
  const password = 'scale-out-staff-password';
  const staff = createAgentService({
    db: database.db,
    limiter: createRateLimiter(database.db),
    config: loadConfig({}),
  });
  await staff.upsert({ email, name: `The ${role}`, password, role });
  const step = await ok(origin, 'admin/staff/login', { email, password });
  const code = new TOTP({ secret: Secret.fromBase32(step.enrolment.secret) }).generate();
  const enrolled = await ok(origin, 'admin/staff/enrol', { challenge: step.challenge, code });
  return enrolled.session.token;
}

describe('two API processes and one worker on one database', () => {
  it('an order placed and paid through API 1 is delivered by the worker, and API 2 streams it', async () => {
    const customer = await guest(api1.origin);
    const browser = { authorization: customer.token, ...RUS };
    const { orderNo } = await ok(
      api1.origin,
      'web/order/create',
      {
        productId: 'mecha-arena',
        skuId: demoSkuId('mecha-arena', 60),
        playerId: '512345678',
        acceptTerms: true,
      },
      browser,
    );
    const stream = statusStream(api2.origin, orderNo, customer.token);
    try {
      await expect.poll(() => stream.statuses, { timeout: 10_000 }).toEqual(['waitingPayment']);
      const { redirectUrl } = await ok(
        api1.origin,
        'web/payment/start',
        { orderNo, paymentMethod: 'card' },
        browser,
      );
      const sessionId = new URL(redirectUrl).searchParams.get('session');
      await ok(api1.origin, 'web/sandbox/decide', { sessionId, action: 'pay' });
      // The worker sends the gateway's notification and delivers the top-up (the APIs run no jobs).
      await expect.poll(() => stream.statuses.at(-1), { timeout: 30_000 }).toBe('completed');
      const detail = await ok(api2.origin, 'web/order/orderDetail', { orderNo }, browser);
      expect(detail).toMatchObject({ orderNo, status: 'completed' });
    } finally {
      stream.close();
    }
  });

  it("carries a customer's chat message through API 1 to an agent on API 2, and the reply back", async () => {
    const customer = await guest(api1.origin);
    const { userSig } = await ok(api1.origin, 'web/im/getUserSig', {}, { authorization: customer.token });
    const customerSocket = openSocket(api1.origin, `?userSig=${encodeURIComponent(userSig)}`);
    const agent = await ok(api2.origin, 'admin/agent/login', {
      email: DEMO_AGENT.email,
      password: DEMO_AGENT.password,
    });
    const agentSig = await ok(api2.origin, 'admin/agent/getUserSig', {}, { authorization: agent.token });
    const agentSocket = openSocket(api2.origin, `?userSig=${encodeURIComponent(agentSig.userSig)}`);
    try {
      await customerSocket.next('ready', undefined, 10_000);
      expect(await agentSocket.next('ready', undefined, 10_000)).toMatchObject({ role: 'agent' });
      customerSocket.send({ type: 'send', clientId: 'so-1', text: 'Where is my top-up?' });
      const ack = await customerSocket.next('ack', undefined, 10_000);
      const relayed = await agentSocket.next(
        'message',
        (frame) => frame.message.id === ack.message.id,
        10_000,
      );
      expect(relayed.message).toMatchObject({
        from: 'customer',
        conversationId: customer.userId,
        text: 'Where is my top-up?',
      });
      agentSocket.send({
        type: 'send',
        clientId: 'so-2',
        conversationId: customer.userId,
        text: 'Delivered a minute ago.',
      });
      const reply = await customerSocket.next('message', (frame) => frame.message.from === 'agent', 10_000);
      expect(reply.message).toMatchObject({ text: 'Delivered a minute ago.', senderName: DEMO_AGENT.name });
    } finally {
      customerSocket.ws.close();
      agentSocket.ws.close();
    }
  });

  it("shows a price saved in the console through API 2 in API 1's cached product page", async () => {
    const skuId = demoSkuId('galaxy-drift', 90);
    const priceOnApi1 = async () =>
      (
        (await ok(api1.origin, 'web/product/detail', { id: 'galaxy-drift' }, RUS)).skus as {
          id: string;
          price: number;
        }[]
      ).find((sku) => sku.id === skuId)?.price;
    // API 1 has the page cached before the change.
    const before = await priceOnApi1();
    expect(before).toBeGreaterThan(0);
    const operator = await signedInStaff(api2.origin, 'operator');
    const staff = { authorization: operator };
    const { skus } = await ok(api2.origin, 'admin/prices/grid', { productId: 'galaxy-drift' }, staff);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the grid's row, sent back as read
    const sku = skus.find((row: any) => row.skuId === skuId);
    const price = before! + 1000;
    await ok(
      api2.origin,
      'admin/prices/save',
      {
        skuId,
        revision: sku.revision,
        basePrice: sku.basePrice,
        baseOriginalPrice: sku.baseOriginalPrice,
        baseSalePrice: sku.baseSalePrice,
        saleStartsAt: sku.saleStartsAt,
        saleEndsAt: sku.saleEndsAt,
        explicit: [{ currency: 'RUB', price, originalPrice: null, salePrice: null }],
      },
      staff,
    );
    // Each process reads the catalogue version once a second; the rest is a loaded machine's margin.
    await expect.poll(priceOnApi1, { timeout: 10_000 }).toBe(price);
  });

  it("hides a product through API 2 from API 1's search, whose index is kept in memory", async () => {
    const found = async () =>
      (
        (await ok(api1.origin, 'web/product/search', { keyword: 'Rune Keepers' }, RUS)).list as {
          id: string;
        }[]
      ).map((card) => card.id);
    // API 1 has built its index before the change.
    expect(await found()).toContain('rune-keepers');
    const operator = await signedInStaff(api2.origin, 'operator');
    await ok(
      api2.origin,
      'admin/catalogue/setEnabled',
      { slug: 'rune-keepers', enabled: false },
      { authorization: operator },
    );
    await expect.poll(found, { timeout: 10_000 }).not.toContain('rune-keepers');
  });

  it('counts wrong passwords for one address across both APIs under one limit', async () => {
    const customer = await guest(api1.origin);
    const email = `guessed.${Date.now().toString(36)}@scale-out.test`;
    const attempt = (origin: string) =>
      post(
        origin,
        'web/auth/loginByPwd',
        { email, password: 'wrong-guess' },
        { authorization: customer.token, real_ip: '198.51.100.7' },
      );
    const answers: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT; i++)
      answers.push((await attempt(i % 2 ? api2.origin : api1.origin)).code);
    expect(answers).toEqual(Array(SIGN_IN_LIMIT).fill(ERROR.WRONG_CREDENTIALS));
    // Each API has seen only half of them; the limit counts all.
    expect((await attempt(api1.origin)).code).toBe(ERROR.TOO_MANY_REQUESTS);
    expect((await attempt(api2.origin)).code).toBe(ERROR.TOO_MANY_REQUESTS);
  });
});
