import { randomUUID } from 'node:crypto';
import { ERROR } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { customers } from '../auth/tables.ts';
import { guestOf, insertOrder, waitForStatus } from '../fulfilment/testing.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { orders } from './tables.ts';

// Issue 13, codes kept safe: a stolen session must not harvest a library of codes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_BY_TEST);
});
afterAll(() => t.close());

async function deliveredKey(customerId: string, token: string) {
  const orderNo = await t.database.db.transaction((tx) =>
    insertOrder(tx, { customerId, productSlug: 'iron-citadel', skuId: 'sku_iron-citadel_30' }),
  );
  await payOrder(t, { token }, orderNo);
  await waitForStatus(t, orderNo, 'completed');
  return orderNo;
}

/** As if delivered a day and an hour ago. */
const ageDelivery = (orderNo: string) =>
  t.database.db
    .update(orders)
    .set({ completedAt: sql`now() - interval '25 hours'` })
    .where(eq(orders.orderNo, orderNo));

const detailOf = async (orderNo: string, token: string) =>
  (await t.call('order/orderDetail', { orderNo }, { authorization: token })).json().data;

describe("an account's delivered codes", () => {
  it('are shown for a day, then only for the account password', async () => {
    const email = `reveal-${randomUUID().slice(0, 8)}@example.com`;
    const account = await registeredAccount(t, { email, password: 'secret-123' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const orderNo = await deliveredKey(row!.id, account.token);

    const fresh = await detailOf(orderNo, account.token);
    expect(fresh).toMatchObject({ codesHidden: false });
    expect(fresh.codes).toHaveLength(1);

    await ageDelivery(orderNo);
    const later = await detailOf(orderNo, account.token);
    expect(later).toMatchObject({ codes: [], codesHidden: true });

    const reveal = (password: string) =>
      t
        .call('order/revealCodes', { orderNo, password }, { authorization: account.token })
        .then((r) => r.json());
    expect((await reveal('not-my-password')).code).toBe(ERROR.WRONG_OLD_PASSWORD);
    expect(await reveal('secret-123')).toMatchObject({ code: 1, data: { codes: fresh.codes } });
  });

  it('are never hidden from a guest, who has no password, and never revealed to another account', async () => {
    const guest = await guestOf(t);
    const orderNo = await deliveredKey(guest.customerId, guest.token);
    await ageDelivery(orderNo);
    const detail = await detailOf(orderNo, guest.token);
    expect(detail.codesHidden).toBe(false);
    expect(detail.codes).toHaveLength(1);

    const other = await registeredAccount(t, { email: `other-${randomUUID().slice(0, 8)}@example.com` });
    const answer = await t.call(
      'order/revealCodes',
      { orderNo, password: 'secret-123' },
      { authorization: other.token },
    );
    expect(answer.json().code).toBe(ERROR.ORDER_NOT_FOUND);
  });
});
