import { CONSOLE_ERROR, ERROR, ORDER_EXPORT_PATH } from '@storefront/contracts';
import { request as httpRequest } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/app.ts';
import { adminCall, signedInStaff } from '../../../testing/staff.ts';
import { demoSkuId } from '../../../demo/catalog.ts';
import { staffAuditLog } from '../../agents/tables.ts';
import { productTexts, skus } from '../../catalog/tables.ts';
import { guestOf, statusOf, waitForStatus } from '../../fulfilment/testing.ts';
import { RECEIPT_QUEUE } from '../../fulfilment/queues.ts';
import { jobFinished, jobsSent } from '../../../testing/jobs.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../../payments/testing.ts';
import { payments } from '../../payments/tables.ts';
import { orders } from '../tables.ts';

// Issue 15, "Orders": the console finds orders by any of its filters, a page at a time, shows one
// order's whole story, and exports a filter's orders as CSV, streamed.

let t: TestApp;
let operator: string;
const started = Date.now();
const run = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_BY_TEST);
  operator = (await signedInStaff(t, 'operator')).token;
});
afterAll(() => t.close());

const search = (filter: Record<string, unknown>, token = operator) =>
  adminCall(t, 'orders/search', { from: started, ...filter }, token);

const TOP_UP = { productId: 'mecha-arena', skuId: demoSkuId('mecha-arena', 60) };
const CODES = { productId: 'iron-citadel', skuId: 'sku_iron-citadel_30' };

/** A guest's order placed through the storefront, as a customer places it. */
async function placeOrder(purchase: Record<string, unknown>) {
  const guest = await guestOf(t);
  const res = await t.call(
    'order/create',
    { ...purchase, acceptTerms: true },
    { authorization: guest.token, lang: 'en' },
  );
  expect(res.json().code, res.body).toBe(1);
  return { guest, orderNo: res.json().data.orderNo as string };
}

const numbers = (answer: { data: { list: { orderNo: string }[] } }) =>
  answer.data.list.map((row) => row.orderNo).sort();

describe('orders/search', () => {
  const placed: Record<string, string> = {};

  beforeAll(async () => {
    placed.first = (
      await placeOrder({ ...TOP_UP, playerId: '51000001', email: `first-${run}@orders.test` })
    ).orderNo;
    placed.second = (
      await placeOrder({ ...TOP_UP, playerId: '51000002', email: `second-${run}@orders.test` })
    ).orderNo;
    await t.services.fulfilment.addCodes(t.database.db, CODES.skuId, [`SEARCH-${run}-CODE-A1B2`]);
    const codes = await placeOrder({ ...CODES, email: `codes-${run}@orders.test` });
    placed.codes = codes.orderNo;
    await payOrder(t, codes.guest, codes.orderNo);
    // Delivered by the job the payment queued.
    await vi.waitFor(async () => expect((await statusOf(t, codes.orderNo)).status).toBe('completed'), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('finds an order by each filter, and only the orders that match it', async () => {
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderNo, placed.codes!));
    const cases: [Record<string, unknown>, string[]][] = [
      [{ orderNo: placed.first }, [placed.first!]],
      [{ email: `SECOND-${run}@orders.test` }, [placed.second!]],
      [{ playerId: '51000001' }, [placed.first!]],
      [{ paymentId: payment!.providerRef }, [placed.codes!]],
      [{ paymentId: payment!.id }, [placed.codes!]],
      [{ product: 'iron-citadel' }, [placed.codes!]],
      [{ status: 'completed' }, [placed.codes!]],
      [{ status: 'waitingPayment', product: 'mecha-arena' }, [placed.first!, placed.second!]],
      [{ paymentId: 'cs_nobody' }, []],
      [{ playerId: '51000001', status: 'completed' }, []],
      [{ from: started - 3_600_000, to: started }, []],
    ];
    for (const [filter, expected] of cases) {
      const answer = await search(filter);
      expect(answer.code, JSON.stringify(filter)).toBe(1);
      expect(numbers(answer), JSON.stringify(filter)).toEqual([...expected].sort());
      expect(answer.data.matches).toEqual({ count: expected.length, atLeast: false });
    }
  });

  it("answers a line with what the list shows, the customer's e-mail in full", async () => {
    const answer = await search({ orderNo: placed.codes });
    expect(answer.data.list[0]).toMatchObject({
      orderNo: placed.codes,
      status: 'completed',
      productSlug: 'iron-citadel',
      quantity: 1,
      email: `codes-${run}@orders.test`,
      guest: true,
      currency: { code: 'RUB' },
    });
    expect(answer.data.list[0].paidAt).toBeGreaterThanOrEqual(started);
  });

  it('answers a bad filter with its own code, naming the field', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ status: 'shipped' }, CONSOLE_ERROR.ORDERS_STATUS_UNKNOWN],
      [{ from: 'yesterday' }, CONSOLE_ERROR.ORDERS_DATE_INVALID],
      [{ from: '2025-02-31x' }, CONSOLE_ERROR.ORDERS_DATE_INVALID],
      [{ from: -5 }, CONSOLE_ERROR.ORDERS_DATE_INVALID],
      [{ from: '2025-03-01', to: '2025-02-01' }, CONSOLE_ERROR.ORDERS_DATE_RANGE],
      [{ orderNo: '12345' }, CONSOLE_ERROR.ORDERS_NUMBER_INVALID],
      [{ after: 'not_a_cursor' }, CONSOLE_ERROR.ORDERS_CURSOR_INVALID],
    ];
    for (const [filter, code] of cases) {
      const answer = await adminCall(t, 'orders/search', filter, operator);
      expect(answer.code, JSON.stringify(filter)).toBe(code);
    }
  });

  it('is for owners and operators only', async () => {
    const agent = await signedInStaff(t, 'agent');
    expect((await search({}, agent.token)).code).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
  });
});

describe('keyset pages', () => {
  it('walks every order once, newest first, older and back again', async () => {
    const player = `52${run.replace(/\D/g, '').padEnd(6, '7').slice(0, 6)}`;
    const placed: string[] = [];
    for (let i = 0; i < 7; i++) placed.push((await placeOrder({ ...TOP_UP, playerId: player })).orderNo);
    // Two orders made in the same microsecond still come once each: the order number breaks the tie.
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`(SELECT created_at FROM orders WHERE order_no = ${placed[3]!})` })
      .where(eq(orders.orderNo, placed[4]!));

    const pages: string[][] = [];
    const cursors: (string | null)[] = [];
    let after: string | undefined;
    for (;;) {
      const answer = await search({ playerId: player, limit: 2, ...(after ? { after } : {}) });
      expect(answer.code).toBe(1);
      pages.push(answer.data.list.map((row: { orderNo: string }) => row.orderNo));
      cursors.push(answer.data.newer);
      if (!answer.data.older) break;
      after = answer.data.older;
    }
    const walked = pages.flat();
    expect(walked).toHaveLength(7);
    expect(new Set(walked).size).toBe(7);
    expect([...walked].sort()).toEqual([...placed].sort());
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
    expect(cursors[0]).toBeNull();

    // Back from the last page by its `newer` cursors: the same pages, in reverse.
    const back: string[][] = [];
    let before = cursors.at(-1)!;
    for (;;) {
      const answer = await search({ playerId: player, limit: 2, before });
      back.push(answer.data.list.map((row: { orderNo: string }) => row.orderNo));
      if (!answer.data.newer) break;
      before = answer.data.newer;
    }
    expect(back).toEqual(pages.slice(0, -1).reverse());
  });
});

describe('orders/get', () => {
  it('tells a paid top-up from creation through the notification to the delivery', async () => {
    const { guest, orderNo } = await placeOrder({
      ...TOP_UP,
      playerId: '53000001',
      email: `t-${run}@orders.test`,
    });
    await payOrder(t, guest, orderNo);
    await waitForStatus(t, orderNo, 'completed');

    const answer = await adminCall(t, 'orders/get', { orderNo }, operator);
    expect(answer.code, answer.msg).toBe(1);
    const { order, timeline } = answer.data;
    expect(order).toMatchObject({
      orderNo,
      status: 'completed',
      product: { slug: 'mecha-arena', kind: 'topup' },
      rechargeAccount: { playerId: '53000001' },
      email: `t-${run}@orders.test`,
      customer: { guest: true },
      refundedAmount: 0,
      delivery: { attempts: 1, running: false },
    });
    const kinds = timeline.map((entry: { kind: string }) => entry.kind);
    expect(kinds[0]).toBe('created');
    expect(kinds).toEqual(expect.arrayContaining(['payment', 'notification', 'status', 'delivery']));
    expect(timeline.find((entry: { kind: string }) => entry.kind === 'payment')).toMatchObject({
      status: 'succeeded',
      amount: order.payAmount,
    });
    expect(timeline.find((entry: { kind: string }) => entry.kind === 'notification')).toMatchObject({
      outcome: 'succeeded',
      detail: 'applied: the order is paid',
    });
    expect(timeline.find((entry: { kind: string }) => entry.kind === 'delivery')).toMatchObject({
      attempt: 1,
      outcome: 'delivered',
      supplierRef: expect.any(String),
    });
    const statuses = timeline.filter((entry: { kind: string }) => entry.kind === 'status');
    expect(statuses.map((entry: { to: string }) => entry.to)).toEqual(['pendingShipment', 'completed']);
    const times = timeline.map((entry: { at: number }) => entry.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('shows the receipt e-mail queued with the delivery, then sent once its job ran: which mail, never its text', async () => {
    const email = `r-${run}@orders.test`;
    const { guest, orderNo } = await placeOrder({ ...TOP_UP, playerId: '53000002', email });
    await payOrder(t, guest, orderNo);
    await waitForStatus(t, orderNo, 'completed');
    const [receipt] = await jobsSent(t.boss, RECEIPT_QUEUE, { orderNo });
    await jobFinished(t.boss, RECEIPT_QUEUE, receipt!.id);

    const { timeline } = (await adminCall(t, 'orders/get', { orderNo }, operator)).data;
    const mails = timeline.filter((entry: { kind: string }) => entry.kind === 'mail');
    expect(mails).toEqual([
      { kind: 'mail', at: expect.any(Number), mail: 'receipt', event: 'queued' },
      { kind: 'mail', at: expect.any(Number), mail: 'receipt', event: 'sent' },
    ]);
    const completed = timeline.find((entry: { to?: string }) => entry.to === 'completed');
    // Queued in the transaction that completed the order; sent after.
    expect(mails[0].at).toBe(completed.at);
    expect(mails[1].at).toBeGreaterThanOrEqual(mails[0].at);
    expect(timeline.indexOf(mails[0])).toBeGreaterThan(timeline.indexOf(completed));
  });

  it('shows codes handed out only as their last four characters', async () => {
    // A SKU of its own, so these are the codes its order is given.
    const skuId = `sku_iron-citadel_console_${run}`;
    await t.database.db
      .insert(skus)
      .values({ id: skuId, productSlug: 'iron-citadel', faceValue: 77, basePrice: 199 });
    // The storefront sells it once its catalogue has taken the change in (the version trigger's).
    await vi.waitFor(
      async () => {
        const quote = await t.call('order/preview', { ...CODES, skuId, quantity: 1 });
        expect(quote.json().code).not.toBe(ERROR.SKU_NOT_FOUND);
      },
      { timeout: 10_000, interval: 100 },
    );
    const codes = [`SECRET-${run}-AAAA-9K3Z`, `SECRET-${run}-BBBB-7Q1X`];
    await t.services.fulfilment.addCodes(t.database.db, skuId, codes);
    const { guest, orderNo } = await placeOrder({
      ...CODES,
      skuId,
      quantity: 2,
      email: `c-${run}@orders.test`,
    });
    await payOrder(t, guest, orderNo);
    await waitForStatus(t, orderNo, 'completed');

    const answer = await adminCall(t, 'orders/get', { orderNo }, operator);
    expect(answer.data.order.codeCount).toBe(2);
    const handedOut = answer.data.timeline.find((entry: { kind: string }) => entry.kind === 'codes');
    expect(handedOut.codes.map((code: { last4: string }) => code.last4).sort()).toEqual(['7Q1X', '9K3Z']);
    expect(JSON.stringify(answer)).not.toContain(`SECRET-${run}`);
  });

  it('answers -1204 for an order that does not exist', async () => {
    const answer = await adminCall(t, 'orders/get', { orderNo: '990101000000000000' }, operator);
    expect(answer.code).toBe(ERROR.ORDER_NOT_FOUND);
  });
});

let listening: Promise<string> | undefined;

/** The export over a real socket, so that what arrives when can be seen. */
async function exportOver(
  filter: Record<string, unknown>,
  onFirstChunk?: () => void,
): Promise<{ status: number; type: string; disposition: string; body: string }> {
  listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = new URL(ORDER_EXPORT_PATH, await listening);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: operator, lang: 'en' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) onFirstChunk?.();
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            type: String(res.headers['content-type']),
            disposition: String(res.headers['content-disposition']),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(filter));
  });
}

describe('the export', () => {
  it("writes a filter's orders as CSV, amounts in major units, and records the export in the audit log", async () => {
    const { orderNo } = await placeOrder({ ...TOP_UP, playerId: '54000001', email: `x-${run}@orders.test` });
    const answer = await exportOver({ playerId: '54000001', from: started });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/csv; charset=utf-8');
    expect(answer.disposition).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, line, end] = answer.body.split('\r\n');
    expect(header).toBe(
      'orderNo,createdAt,paidAt,status,product,sku,quantity,currency,productAmount,discountAmount,handlingFee,payAmount,refundedAmount,paymentMethod,email,playerId',
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const major = (minor: number) => (minor / 100).toFixed(2);
    expect(line!.split(',')).toEqual([
      orderNo,
      order!.createdAt.toISOString(),
      '',
      'waitingPayment',
      expect.any(String),
      expect.any(String),
      '1',
      'RUB',
      major(order!.productAmount),
      major(order!.discountAmount),
      major(order!.handlingFee),
      major(order!.payAmount),
      '0.00',
      order!.paymentMethod ?? '',
      `x-${run}@orders.test`,
      '54000001',
    ]);
    expect(end).toBe('');

    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'order.export')))
      .orderBy(sql`id DESC`)
      .limit(1);
    expect(entry!.after).toEqual({ filter: { playerId: '***0001', from: started } });
  });

  it("writes a cell beginning like a formula as text, through the store's one CSV writer", async () => {
    // A product's name is staff's words: `=`, `+`, `-` and `@` start a spreadsheet formula.
    const named = and(eq(productTexts.productSlug, 'mecha-arena'), eq(productTexts.lang, 'en'));
    const [text] = await t.database.db.select().from(productTexts).where(named);
    await placeOrder({ ...TOP_UP, playerId: '54000002', email: `formula-${run}@orders.test` });
    await t.database.db.update(productTexts).set({ name: '=HYPERLINK("x")' }).where(named);
    try {
      const answer = await exportOver({ playerId: '54000002', from: started });
      const line = answer.body.split('\r\n')[1]!;
      expect(line).toContain(`,"'=HYPERLINK(""x"")",`);
    } finally {
      await t.database.db.update(productTexts).set({ name: text!.name }).where(named);
    }
  });

  it('refuses a bad filter and a caller who is not staff in the envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: ORDER_EXPORT_PATH,
      headers: { 'content-type': 'application/json', authorization: operator, lang: 'en' },
      payload: JSON.stringify({ status: 'lost' }),
    });
    expect(bad.json().code).toBe(CONSOLE_ERROR.ORDERS_STATUS_UNKNOWN);
    const nobody = await t.app.inject({
      method: 'POST',
      url: ORDER_EXPORT_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(nobody.json().code).toBe(ERROR.NOT_AN_AGENT);
  });

  it('streams a hundred thousand orders: the file starts before the orders are all read', async () => {
    const total = 100_000;
    const { orderNo } = await placeOrder({ ...TOP_UP, playerId: '55000001' });
    // Unpaid orders copied from one the storefront made: an order needs no payment until it is paid.
    await t.database.db.execute(sql`
      INSERT INTO orders (order_no, customer_id, status, product_slug, sku_id, quantity, region_code,
        currency_code, lang, unit_price, product_amount, discount_amount, handling_fee, pay_amount,
        player_id, email, payment_deadline, created_at)
      SELECT '77' || lpad(g::text, 16, '0'), customer_id, status, product_slug, sku_id, quantity, region_code,
        currency_code, lang, unit_price, product_amount, discount_amount, handling_fee, pay_amount,
        'bulk-' || ${run}, email, payment_deadline, created_at - g * interval '1 millisecond'
      FROM orders, generate_series(1, ${total - 1}) g WHERE order_no = ${orderNo}`);
    await t.database.db
      .update(orders)
      .set({ playerId: `bulk-${run}` })
      .where(eq(orders.orderNo, orderNo));

    let batchesRead = 0;
    const everyMatch = t.services.orderSearch.everyMatch;
    const spy = vi.spyOn(t.services.orderSearch, 'everyMatch').mockImplementation(async function* (...args) {
      for await (const batch of everyMatch(...args)) {
        batchesRead++;
        yield batch;
      }
    });
    let readAtFirstChunk = -1;
    const answer = await exportOver({ playerId: `bulk-${run}` }, () => (readAtFirstChunk = batchesRead));
    spy.mockRestore();

    const lines = answer.body.trimEnd().split('\n');
    expect(lines).toHaveLength(total + 1);
    expect(new Set(lines.slice(1).map((line) => line.slice(0, 18))).size).toBe(total);
    expect(batchesRead).toBe(total / 1000);
    // The first bytes left while most batches were still unread: rows are not gathered first.
    expect(readAtFirstChunk).toBeGreaterThan(0);
    expect(readAtFirstChunk).toBeLessThan(total / 1000 / 2);
    // A hundred thousand rows written and read back: seconds on a quiet machine, more on a busy one.
  }, 120_000);
});
