import { CONSOLE_ERROR } from '@storefront/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { staffAuditLog } from '../agents/tables.ts';

// Issue 14, "The console" 4: an owner sets which methods a region offers, in which order, and each
// method's fees; the storefront's payment methods and quotes follow within a second.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Data = any;

let t: TestApp;
let n = 0;
const PASSWORD = 'staff-password-1';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function admin(path: string, body: unknown, token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    headers: { 'content-type': 'application/json', lang: 'en', authorization: token },
    payload: JSON.stringify(body),
  });
  return res.json() as { code: number; msg: string; data: Data };
}

/** A signed-in staff member of `role`, made as `staff:create` does (owners and operators enrol TOTP). */
async function staff(role: 'owner' | 'operator') {
  const email = `${role}.${Date.now().toString(36)}${n++}@payments.test`;
  await t.services.agents.upsert({ email, name: `The ${role}`, password: PASSWORD, role });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: PASSWORD }),
  });
  const { challenge, enrolment } = login.json().data;
  const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate();
  const enrolled = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/enrol',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ challenge, code }),
  });
  return { email, token: enrolled.json().data.session.token as string };
}

const topUp = { productId: 'mecha-arena', skuId: demoSkuId('mecha-arena', 60), playerId: '512345678' };

/** A guest's waiting order in `region`: its payment page lists the region's methods. */
async function orderIn(region: string) {
  const device = await t.call('auth/loginByDevice', { DeviceId: `payments-console-${n++}-${Date.now()}` });
  const token = device.json().data.token as string;
  const created = await t.call(
    'order/create',
    { ...topUp, acceptTerms: true },
    { authorization: token, region },
  );
  expect(created.json().code).toBe(1);
  return { token, region, orderNo: created.json().data.orderNo as string };
}

/** The storefront's payment methods of an order: each method's fee, in its region's order. */
async function storefrontMethods({ token, orderNo }: { token: string; orderNo: string }) {
  const data = (await t.call('payment/methods', { orderNo }, { authorization: token })).json().data;
  return {
    productAmount: data.productAmount as number,
    methods: (data.list as { id: string; handlingFee: number }[]).map(({ id, handlingFee }) => ({
      id,
      handlingFee,
    })),
  };
}

/** The quote of the top-up in `region` paid with `paymentMethod`. */
async function quote(region: string, paymentMethod: string) {
  return (await t.call('order/preview', { ...topUp, paymentMethod }, { region })).json().data as {
    productAmount: number;
    handlingFee: number;
  };
}

describe('payment methods in the console', () => {
  it("shows a region's new order and fees on the storefront within a second, and audits both saves", async () => {
    const owner = await staff('owner');
    const listed = await admin('paymentMethods/list', { region: 'RUS' }, owner.token);
    expect(listed.code).toBe(1);
    expect(listed.data.regions.map((region: { code: string }) => region.code)).toContain('IDN');
    const methods = listed.data.methods as {
      id: string;
      enabled: boolean;
      provider: string;
      configured: boolean;
    }[];
    // The demo lists a real provider's methods before the sandbox's, which take no money (issue 26).
    expect(methods.filter((method) => method.enabled).map((method) => method.id)).toEqual([
      'yookassa_card',
      'yookassa_sbp',
      'yookassa_sberpay',
      'yookassa_yoomoney',
      'stripe_card',
      'card',
      'sbp',
    ]);
    // The sandbox is configured in tests, Stripe is not; no key of either is in the answer.
    expect(methods.find((method) => method.id === 'card')).toMatchObject({
      provider: 'sandbox',
      configured: true,
    });
    expect(methods.find((method) => method.id === 'stripe_card')).toMatchObject({ configured: false });
    const rusOrder = await orderIn('RUS');
    const idnOrder = await orderIn('IDN');
    const idnBefore = await storefrontMethods(idnOrder);

    const saved = await admin(
      'paymentMethods/saveRegion',
      {
        region: 'RUS',
        revision: listed.data.revision,
        methods: [
          { id: 'sbp', enabled: true },
          { id: 'card', enabled: true },
        ],
      },
      owner.token,
    );
    expect(saved.code).toBe(1);
    const card = saved.data.methods.find((method: { id: string }) => method.id === 'card');
    const fees = await admin(
      'paymentMethods/saveFees',
      { methodId: 'sbp', revision: 1, feeRateBp: 250, fixedFees: [{ currency: 'RUB', fee: 1500 }] },
      owner.token,
    );
    expect(fees.code).toBe(1);
    expect(fees.data.fixedFees).toContainEqual({ currency: 'RUB', fee: 1500 });
    expect(card.feeRateBp).toBe(200);

    // Read through the catalogue cache: the change reaches the storefront's quote within a second.
    const started = Date.now();
    await expect
      .poll(async () => (await storefrontMethods(rusOrder)).methods.map((method) => method.id), {
        timeout: 1000,
        interval: 50,
      })
      .toEqual(['sbp', 'card']);
    expect(Date.now() - started).toBeLessThanOrEqual(1000);
    const rus = await storefrontMethods(rusOrder);
    const sbpFee = Math.floor((rus.productAmount * 250 + 5000) / 10000) + 1500;
    expect(rus.methods[0]!.handlingFee).toBe(sbpFee);
    // The new fee is what an order's quote charges with the method.
    const quoted = await quote('RUS', 'sbp');
    expect(quoted.handlingFee).toBe(Math.floor((quoted.productAmount * 250 + 5000) / 10000) + 1500);
    // Another region keeps its list and fees.
    expect(await storefrontMethods(idnOrder)).toEqual(idnBefore);

    const entries = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.actorEmail, owner.email), eq(staffAuditLog.action, 'paymentMethods.update')),
      )
      .orderBy(desc(staffAuditLog.id));
    expect(entries.map((entry) => [entry.action, entry.targetId])).toEqual([
      ['paymentMethods.update', 'method:sbp'],
      ['paymentMethods.update', 'region:RUS'],
    ]);
    // Only what changed: the other currencies' fixed fees stayed, so the entry leaves them out.
    expect(entries[0]!.before).toEqual({ feeRateBp: 0, fixedFees: { RUB: 0 } });
    expect(entries[0]!.after).toEqual({ feeRateBp: 250, fixedFees: { RUB: 1500 } });
    expect(entries[1]!.before).toMatchObject({ methods: expect.arrayContaining(['card:on', 'sbp:on']) });
    expect((entries[1]!.after as { methods: string[] }).methods.slice(0, 2)).toEqual(['sbp:on', 'card:on']);

    // A second owner saving over the first's revision is told, not silently overwriting.
    const stale = await admin(
      'paymentMethods/saveRegion',
      { region: 'RUS', revision: listed.data.revision, methods: [{ id: 'card', enabled: false }] },
      owner.token,
    );
    expect(stale.code).toBe(CONSOLE_ERROR.STAFF_STALE_SAVE);
    const staleFees = await admin(
      'paymentMethods/saveFees',
      { methodId: 'sbp', revision: 1, feeRateBp: 0, fixedFees: [] },
      owner.token,
    );
    expect(staleFees.code).toBe(CONSOLE_ERROR.STAFF_STALE_SAVE);
  });

  it('refuses an operator with -1340', async () => {
    const operator = await staff('operator');
    expect((await admin('paymentMethods/list', {}, operator.token)).code).toBe(
      CONSOLE_ERROR.STAFF_ROLE_REFUSED,
    );
    expect(
      (
        await admin(
          'paymentMethods/saveFees',
          { methodId: 'card', revision: 1, feeRateBp: 0, fixedFees: [] },
          operator.token,
        )
      ).code,
    ).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
  });

  it('validates a fee: at most 20 %, a fixed fee a whole non-negative number in a known currency', async () => {
    const owner = await staff('owner');
    const save = (body: object) =>
      admin(
        'paymentMethods/saveFees',
        { methodId: 'ewallet', revision: 1, feeRateBp: 100, fixedFees: [], ...body },
        owner.token,
      );
    for (const [body, field] of [
      [{ feeRateBp: 2001 }, 'feeRateBp'],
      [{ feeRateBp: -1 }, 'feeRateBp'],
      [{ fixedFees: [{ currency: 'IDR', fee: -5 }] }, 'fixedFees'],
      [{ fixedFees: [{ currency: 'IDR', fee: 1.5 }] }, 'fixedFees'],
    ] as const) {
      const refused = await save(body);
      expect(refused.code, JSON.stringify(body)).not.toBe(1);
      expect(refused.msg, JSON.stringify(body)).toBeTruthy();
      expect(JSON.stringify(refused), JSON.stringify(body)).toContain(field);
    }
    expect((await save({ fixedFees: [{ currency: 'XXX', fee: 5 }] })).code).toBe(
      CONSOLE_ERROR.PAYMENT_CURRENCY_UNKNOWN,
    );
    expect((await save({ methodId: 'nope' })).code).toBe(CONSOLE_ERROR.PAYMENT_METHOD_UNKNOWN);
    const region = await admin('paymentMethods/list', { region: 'ZZZ' }, owner.token);
    expect(region.code).toBe(CONSOLE_ERROR.PAYMENT_REGION_UNKNOWN);
    const repeated = await admin(
      'paymentMethods/saveRegion',
      {
        region: 'IDN',
        revision: 1,
        methods: [
          { id: 'card', enabled: true },
          { id: 'card', enabled: false },
        ],
      },
      owner.token,
    );
    expect(repeated.code).toBe(CONSOLE_ERROR.PAYMENT_METHOD_REPEATED);
    // 20 % exactly is allowed.
    expect((await save({ feeRateBp: 2000 })).code).toBe(1);
  });
});
