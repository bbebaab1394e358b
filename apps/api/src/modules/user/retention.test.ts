import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { customers } from '../auth/tables.ts';
import { insertOrder, waitForStatus } from '../fulfilment/testing.ts';
import { productKeys } from '../fulfilment/tables.ts';
import { orders } from '../orders/tables.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { payments } from '../payments/tables.ts';
import { purgeExpiredOrderRecords } from './retention.ts';

// Issue 13, the customer's own data: a deleted account's orders are kept for accounting, tied to no
// one, for the five years the privacy policy states, and then purged.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_BY_TEST);
});
afterAll(() => t.close());

const PASSWORD = 'secret-123';

/** A registered customer with one delivered key: its order, payment and code rows. */
async function customerWithKey() {
  const email = `retention-${randomUUID().slice(0, 8)}@example.com`;
  const login = await registeredAccount(t, { email, password: PASSWORD });
  const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
  const orderNo = await t.database.db.transaction((tx) =>
    insertOrder(tx, { customerId: row!.id, productSlug: 'iron-citadel', skuId: 'sku_iron-citadel_30' }),
  );
  await payOrder(t, { token: login.token }, orderNo);
  await waitForStatus(t, orderNo, 'completed');
  return { login, orderNo };
}

/** As if everything about the order had happened `years` ago. */
const age = (orderNo: string, years: number) =>
  t.database.db
    .update(orders)
    .set({
      createdAt: sql`now() - make_interval(years => ${years})`,
      paidAt: sql`now() - make_interval(years => ${years})`,
      completedAt: sql`now() - make_interval(years => ${years})`,
    })
    .where(eq(orders.orderNo, orderNo));

const left = async (orderNo: string) => ({
  order: (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo))).length,
  payments: (await t.database.db.select().from(payments).where(eq(payments.orderNo, orderNo))).length,
  codes: (await t.database.db.select().from(productKeys).where(eq(productKeys.orderNo, orderNo))).length,
});

describe("a deleted account's order records", () => {
  it('are purged five years after their last event, and nobody else’s are', async () => {
    const gone = await customerWithKey();
    const recent = await customerWithKey();
    const living = await customerWithKey();
    for (const deleted of [gone, recent]) {
      const answer = await t.call(
        'user/deleteAccount',
        { password: PASSWORD },
        { authorization: deleted.login.token },
      );
      expect(answer.json()).toMatchObject({ code: 1 });
    }
    await age(gone.orderNo, 6);
    await age(recent.orderNo, 4);
    await age(living.orderNo, 6);
    const [holder] = await t.database.db
      .select({ id: orders.customerId })
      .from(orders)
      .where(eq(orders.orderNo, gone.orderNo));
    expect(await left(gone.orderNo)).toEqual({ order: 1, payments: 1, codes: 1 });

    expect(await purgeExpiredOrderRecords(t.database.db)).toBeGreaterThanOrEqual(1);

    expect(await left(gone.orderNo)).toEqual({ order: 0, payments: 0, codes: 0 });
    // Four years after the sale: accounting still needs it.
    expect(await left(recent.orderNo)).toEqual({ order: 1, payments: 1, codes: 1 });
    // A living customer's order is theirs, however old.
    expect(await left(living.orderNo)).toEqual({ order: 1, payments: 1, codes: 1 });
    // The stand-in stays: the devices it registered on are still counted for new-user coupons.
    expect(
      await t.database.db
        .select()
        .from(customers)
        .where(inArray(customers.id, [holder!.id])),
    ).toHaveLength(1);
    expect(await purgeExpiredOrderRecords(t.database.db)).toBe(0);
  });
});
