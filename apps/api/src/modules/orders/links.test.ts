import { randomUUID } from 'node:crypto';
import { ERROR } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { registeredAccount } from '../../testing/accounts.ts';
import { jobFinished, jobsSent } from '../../testing/jobs.ts';
import { mailTo, outboxOf } from '../../testing/outbox.ts';
import { customers } from '../auth/tables.ts';
import { guestOf, insertOrder, waitForStatus } from '../fulfilment/testing.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { ORDER_LOOKUP_QUEUE } from './queues.ts';
import { orderLinks } from './tables.ts';

// Issue 13, defect 6: a guest's way back to an order from another browser.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...WEBHOOK_BY_TEST, ORDER_LOOKUPS_PER_IP_HOUR: '3' });
});
afterAll(() => t.close());

const ORDER_LINK = /\/(\w+)\/orderDetail\?orderNo=(\d{18})&key=([A-Za-z0-9_-]{43})/;
const hasOrderLink = (message: { text: string }) => ORDER_LINK.test(message.text);
const keyIn = (message: { text: string }) => ORDER_LINK.exec(message.text)![3]!;
const uniqueEmail = () => `links-${randomUUID().slice(0, 8)}@example.com`;

async function paidOrder(customerId: string, token: string, email: string) {
  const orderNo = await t.database.db.transaction((tx) =>
    insertOrder(tx, {
      customerId,
      productSlug: 'iron-citadel',
      skuId: 'sku_iron-citadel_30',
      email,
      lang: 'ru',
    }),
  );
  await payOrder(t, { token }, orderNo);
  await waitForStatus(t, orderNo, 'completed');
  return orderNo;
}

const call = (path: string, body: object, token: string, ip = '198.51.100.7') =>
  t.call(path, body, { authorization: token, real_ip: ip }).then((res) => res.json());

async function lookupAnswered(orderNo: string, email: string, ip?: string) {
  const since = new Date();
  const guest = await guestOf(t);
  const answer = await call('order/lookup', { orderNo, email }, guest.token, ip);
  const [job] = await jobsSent(t.boss, ORDER_LOOKUP_QUEUE, { orderNo }, since);
  if (job) await jobFinished(t.boss, ORDER_LOOKUP_QUEUE, job.id);
  return answer;
}

describe('order links', () => {
  it("a guest's receipt carries a link that brings the order to another browser, once", async () => {
    const owner = await guestOf(t);
    const email = uniqueEmail();
    const orderNo = await paidOrder(owner.customerId, owner.token, email);
    const receipt = await mailTo(t, email, hasOrderLink);
    expect(receipt.text).toContain(`/ru/orderDetail?orderNo=${orderNo}&key=`);
    const key = keyIn(receipt);

    const elsewhere = await guestOf(t);
    expect((await call('order/orderDetail', { orderNo }, elsewhere.token)).code).toBe(ERROR.ORDER_NOT_FOUND);
    expect(await call('order/openLink', { orderNo, key }, elsewhere.token)).toMatchObject({
      code: 1,
      data: { orderNo },
    });
    const detail = await call('order/orderDetail', { orderNo }, elsewhere.token);
    expect(detail).toMatchObject({ code: 1, data: { orderNo, status: 'completed', email } });
    expect(detail.data.codes).toHaveLength(1);
    // A second click in that browser opens it again; the spent link opens it nowhere else.
    expect((await call('order/openLink', { orderNo, key }, elsewhere.token)).code).toBe(1);
    const third = await guestOf(t);
    expect((await call('order/openLink', { orderNo, key }, third.token)).code).toBe(ERROR.ORDER_LINK_INVALID);
    expect((await call('order/orderDetail', { orderNo }, third.token)).code).toBe(ERROR.ORDER_NOT_FOUND);
    // Only a hash of the key is stored.
    const stored = await t.database.db.select().from(orderLinks).where(eq(orderLinks.orderNo, orderNo));
    expect(stored.map((link) => link.keyHash)).not.toContain(key);
  });

  it('a lookup mails a link only to the order’s own address and answers the same either way', async () => {
    const owner = await guestOf(t);
    const email = uniqueEmail();
    const orderNo = await paidOrder(owner.customerId, owner.token, email);
    await mailTo(t, email, hasOrderLink);

    const stranger = uniqueEmail();
    const wrongEmail = await lookupAnswered(orderNo, stranger, '198.51.100.20');
    const noSuchOrder = await lookupAnswered('261121000000000001', email, '198.51.100.20');
    const right = await lookupAnswered(orderNo, email.toUpperCase(), '198.51.100.20');
    expect(wrongEmail).toEqual(right);
    expect(noSuchOrder).toEqual(right);
    // The lookup job has run: a mail for the wrong address would have been queued by now.
    expect(await outboxOf(t, stranger)).toHaveLength(0);
    await mailTo(t, email, hasOrderLink, 2);
    const links = (await outboxOf(t, email)).filter(hasOrderLink);
    expect(links).toHaveLength(2);
    const mailed = links[0]!;
    expect(mailed.subject).toContain(orderNo);

    // The lookup's link brings the order to its browser, and withdraws the receipt's.
    const elsewhere = await guestOf(t);
    expect((await call('order/openLink', { orderNo, key: keyIn(mailed) }, elsewhere.token)).code).toBe(1);
    const third = await guestOf(t);
    expect((await call('order/openLink', { orderNo, key: keyIn(links[1]!) }, third.token)).code).toBe(
      ERROR.ORDER_LINK_INVALID,
    );

    // A fourth lookup from the same address within the hour is refused (3 allowed here).
    expect((await lookupAnswered(orderNo, email, '198.51.100.20')).code).toBe(ERROR.TOO_MANY_REQUESTS);
  });

  it("an account's order asks for its account, and an expired link opens nothing", async () => {
    const email = uniqueEmail();
    const account = await registeredAccount(t, { email });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const orderNo = await t.database.db.transaction((tx) =>
      insertOrder(tx, {
        customerId: row!.id,
        productSlug: 'iron-citadel',
        skuId: 'sku_iron-citadel_30',
        email,
      }),
    );
    const { url } = await t.services.orderLinks.linkFor(orderNo, 'en');
    const key = ORDER_LINK.exec(url)![3]!;
    const guest = await guestOf(t);
    expect((await call('order/openLink', { orderNo, key }, guest.token)).code).toBe(ERROR.ORDER_LINK_SIGN_IN);
    // Not spent by that refusal: the account itself opens it.
    expect((await call('order/openLink', { orderNo, key }, account.token)).code).toBe(1);

    const guestOrder = await t.database.db.transaction((tx) =>
      insertOrder(tx, {
        customerId: guest.customerId,
        productSlug: 'iron-citadel',
        skuId: 'sku_iron-citadel_30',
      }),
    );
    const late = ORDER_LINK.exec((await t.services.orderLinks.linkFor(guestOrder, 'en')).url)![3]!;
    await t.database.db
      .update(orderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderLinks.orderNo, guestOrder));
    const other = await guestOf(t);
    expect((await call('order/openLink', { orderNo: guestOrder, key: late }, other.token)).code).toBe(
      ERROR.ORDER_LINK_INVALID,
    );
  });
});
