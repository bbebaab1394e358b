import { randomInt, randomUUID } from 'node:crypto';
import { CONSOLE_ERROR, ERROR, LANGS, type CreateTemplateRequest } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { adminCall, signedInStaff } from '../../testing/staff.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { staffAuditLog } from '../agents/tables.ts';
import { couponTemplates, coupons } from './tables.ts';

// Issue 15, "Promotions": a template's budgets hold under concurrent claims and orders, its window
// and switch are respected by every path that issues, and a coupon issued by hand is issued once.

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNIN_LIMIT_PER_IP: '100000', MAIL_LIMIT_PER_IP: '100000' });
  operator = (await signedInStaff(t, 'operator')).token;
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const browser = { lang: 'en', region: 'RUS', currency: 'RUB' };

/** A registered, proved customer signed in on a browser of their own. */
async function customer() {
  const login = await registeredAccount(t, {
    email: `promotions.${randomInt(1e12)}@example.com`,
    headers: { ...browser, deviceid: `promotions-${randomInt(1e12)}` },
  });
  return { token: login.token, userId: login.userId, email: login.email };
}

async function call(path: string, body: object, token: string) {
  return (await t.call(path, body, { ...browser, authorization: token })).json();
}

/** An activity template: 10 % off in roubles, up to ₽500, from ₽1. */
function template(changes: Partial<CreateTemplateRequest> = {}): CreateTemplateRequest {
  return {
    kind: 'campaign',
    names: { en: 'Budget test', ru: 'Проверка бюджета' },
    discountType: 'percent',
    percentOff: 10,
    amounts: [{ currency: 'RUB', amountOff: null, maxDiscount: 50_000, minSpend: 100 }],
    scope: 'all',
    scopeValue: null,
    validDays: 7,
    issueBudget: null,
    useBudget: null,
    issuableFrom: null,
    issuableUntil: null,
    enabled: true,
    ...changes,
  };
}

async function createTemplate(changes: Partial<CreateTemplateRequest> = {}) {
  const created = await adminCall(t, 'promotions/createTemplate', template(changes), operator);
  expect(created, created.msg).toMatchObject({ code: 1 });
  return created.data as { id: string; revision: number };
}

/** A template and a running activity giving its coupons. */
async function activityOf(changes: Partial<CreateTemplateRequest> = {}) {
  const made = await createTemplate(changes);
  const id = `budget-${randomInt(1e9)}`;
  const activity = await adminCall(
    t,
    'promotions/createActivity',
    {
      id,
      templateId: made.id,
      titles: { en: 'Ten coupons only' },
      descriptions: {},
      startsAt: Date.now() - HOUR,
      endsAt: Date.now() + HOUR,
      articleId: null,
      enabled: true,
    },
    operator,
  );
  expect(activity, activity.msg).toMatchObject({ code: 1 });
  return { templateId: made.id, activityId: id };
}

async function counts(templateId: string) {
  const [row] = await t.database.db
    .select({ issued: couponTemplates.issuedCount, used: couponTemplates.usedCount })
    .from(couponTemplates)
    .where(eq(couponTemplates.id, templateId));
  const held = await t.database.db.select().from(coupons).where(eq(coupons.templateId, templateId));
  return { ...row!, coupons: held.length };
}

describe('the issue budget', () => {
  it('gives exactly 10 coupons to 50 customers claiming at once; the other 40 are told it ran out', async () => {
    const { templateId, activityId } = await activityOf({ issueBudget: 10 });
    const claimers = [];
    // Registered ten at a time (registering is not what is measured); they claim all at once.
    for (let batch = 0; batch < 5; batch++) {
      claimers.push(...(await Promise.all(Array.from({ length: 10 }, () => customer()))));
    }

    const answers = await Promise.all(
      claimers.map((claimer) => call('couponActivity/claim', { id: activityId }, claimer.token)),
    );

    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.code !== 1);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer).toMatchObject({ code: ERROR.COUPON_RUN_OUT, msg: 'This promotion has run out' });
    }
    expect(await counts(templateId)).toEqual({ issued: 10, used: 0, coupons: 10 });
    const shown = await call('couponActivity/query', { id: activityId }, claimers[0]!.token);
    expect(shown.data.list[0]).toMatchObject({ runOut: true });
    // In the customer's language.
    const late = await t.call(
      'couponActivity/claim',
      { id: activityId },
      { ...browser, lang: 'ru', authorization: claimers.find((_, i) => answers[i]!.code !== 1)!.token },
    );
    expect(late.json()).toMatchObject({ code: ERROR.COUPON_RUN_OUT, msg: 'Купоны этой акции закончились' });
    // Fifty customers registered the way customers do (an e-mailed link each) take a while.
  }, 180_000);

  it('lets a raised budget issue again, but never below what was issued', async () => {
    const { templateId, activityId } = await activityOf({ issueBudget: 1 });
    const [first, second] = [await customer(), await customer()];
    expect((await call('couponActivity/claim', { id: activityId }, first.token)).code).toBe(1);
    expect((await call('couponActivity/claim', { id: activityId }, second.token)).code).toBe(
      ERROR.COUPON_RUN_OUT,
    );

    const loaded = (await adminCall(t, 'promotions/template', { id: templateId }, operator)).data;
    const below = await adminCall(
      t,
      'promotions/saveTemplate',
      { ...template({ issueBudget: 0 }), id: templateId, revision: loaded.revision },
      operator,
    );
    expect(below).toMatchObject({ code: CONSOLE_ERROR.PROMO_BUDGET_BELOW_COUNT });
    const raised = await adminCall(
      t,
      'promotions/saveTemplate',
      { ...template({ issueBudget: 2 }), id: templateId, revision: loaded.revision },
      operator,
    );
    expect(raised).toMatchObject({ code: 1, data: { issueBudget: 2, issuedCount: 1, issuing: true } });
    expect((await call('couponActivity/claim', { id: activityId }, second.token)).code).toBe(1);
  });
});

describe('the use budget', () => {
  const topUp = {
    productId: 'starfall-legends',
    skuId: demoSkuId('starfall-legends', 300),
    playerId: '512345678',
    serverId: 'asia',
    acceptTerms: true,
  };

  it('lets only as many orders take its coupons as the budget allows, and gets one back when an order closes', async () => {
    const { id: templateId } = await createTemplate({ useBudget: 2 });
    const buyers = await Promise.all([customer(), customer(), customer()]);
    const held = await Promise.all(
      buyers.map(async (buyer) => {
        const issued = await adminCall(
          t,
          'promotions/issue',
          { actionId: randomUUID(), templateId, customer: buyer.email, reason: 'Use budget test' },
          operator,
        );
        expect(issued, issued.msg).toMatchObject({ code: 1 });
        return { ...buyer, couponId: issued.data.couponId as string };
      }),
    );

    const placed = await Promise.all(
      held.map((buyer) => call('order/create', { ...topUp, couponId: buyer.couponId }, buyer.token)),
    );
    expect(placed.filter((answer) => answer.code === 1)).toHaveLength(2);
    expect(placed.filter((answer) => answer.code === ERROR.COUPON_RUN_OUT)).toHaveLength(1);
    expect(await counts(templateId)).toMatchObject({ issued: 3, used: 2 });

    // The third buyer's coupon is judged spent before ordering too.
    const loser = held[placed.findIndex((answer) => answer.code !== 1)]!;
    const preview = await call('order/preview', { ...topUp, couponId: loser.couponId }, loser.token);
    expect(preview.code).toBe(ERROR.COUPON_RUN_OUT);

    const closing = placed.find((answer) => answer.code === 1)!.data.orderNo as string;
    await closeUnpaid(t, closing);
    expect(await counts(templateId)).toMatchObject({ used: 1 });
    expect((await call('order/create', { ...topUp, couponId: loser.couponId }, loser.token)).code).toBe(1);
    expect(await counts(templateId)).toMatchObject({ used: 2 });
  });
});

describe('window and switch', () => {
  it('issues nothing from a stopped template or outside its window, by claim or by hand', async () => {
    const stopped = await activityOf();
    const future = await activityOf({ issuableFrom: Date.now() + HOUR });
    const past = await activityOf({ issuableUntil: Date.now() - 1000, issuableFrom: Date.now() - HOUR });
    const off = await adminCall(
      t,
      'promotions/setTemplateEnabled',
      { id: stopped.templateId, enabled: false },
      operator,
    );
    expect(off).toMatchObject({ code: 1, data: { enabled: false, issuing: false } });
    const someone = await customer();
    for (const { templateId, activityId } of [stopped, future, past]) {
      expect(await call('couponActivity/claim', { id: activityId }, someone.token)).toMatchObject({
        code: ERROR.ACTIVITY_NOT_FOUND,
      });
      const query = await call('couponActivity/query', {}, someone.token);
      expect(query.data.list.map((item: { id: string }) => item.id)).not.toContain(activityId);
      const byHand = await adminCall(
        t,
        'promotions/issue',
        { actionId: randomUUID(), templateId, customer: someone.userId, reason: 'Window test' },
        operator,
      );
      expect(byHand).toMatchObject({ code: CONSOLE_ERROR.PROMO_TEMPLATE_STOPPED });
      expect(await counts(templateId)).toEqual({ issued: 0, used: 0, coupons: 0 });
    }
  });

  it('issues the programme coupon from the newest enabled template of its kind', async () => {
    const { id } = await createTemplate({ kind: 'newUser', names: { en: 'Welcome back' }, issueBudget: 1 });
    const first = await customer();
    const second = await customer();
    const kinds = async (token: string) =>
      ((await call('user/listUserCoupon', {}, token)).data.list as { name: string }[]).map((c) => c.name);
    expect(await kinds(first.token)).toEqual(['Welcome back']);
    // Its budget spent, the next customer gets none (not the older template's).
    expect(await kinds(second.token)).toEqual([]);
    expect(await counts(id)).toMatchObject({ issued: 1 });
    await adminCall(t, 'promotions/setTemplateEnabled', { id, enabled: false }, operator);
  });
});

describe('issuing by hand', () => {
  it('issues one coupon however often the same action is sent, with its reason in the audit log', async () => {
    const { id: templateId } = await createTemplate({ issueBudget: 5 });
    const someone = await customer();
    const body = {
      actionId: randomUUID(),
      templateId,
      customer: someone.email.toUpperCase(),
      reason: 'Late delivery',
    };
    const answers = await Promise.all([
      adminCall(t, 'promotions/issue', body, operator),
      adminCall(t, 'promotions/issue', body, operator),
    ]);
    const again = await adminCall(t, 'promotions/issue', body, operator);
    for (const answer of [...answers, again]) {
      expect(answer, answer.msg).toMatchObject({ code: 1, data: { customerId: someone.userId } });
    }
    expect(new Set([...answers, again].map((answer) => answer.data.couponId)).size).toBe(1);
    expect([...answers, again].filter((answer) => answer.data.issuedNow)).toHaveLength(1);
    expect(await counts(templateId)).toEqual({ issued: 1, used: 0, coupons: 1 });
    const entries = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'coupon.issue'),
          eq(staffAuditLog.targetId, `customer:${someone.userId}`),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toEqual({
      template: templateId,
      coupon: answers[0]!.data.couponId,
      reason: 'Late delivery',
    });

    const nobody = await adminCall(
      t,
      'promotions/issue',
      { ...body, actionId: randomUUID(), customer: 'nobody@example.com' },
      operator,
    );
    expect(nobody).toMatchObject({ code: CONSOLE_ERROR.PROMO_CUSTOMER_NOT_FOUND });
  });
});

describe('templates', () => {
  it('keeps the terms of a template that issued coupons, records only what a save changed, and refuses a stale save', async () => {
    const { id } = await createTemplate();
    const someone = await customer();
    await adminCall(
      t,
      'promotions/issue',
      { actionId: randomUUID(), templateId: id, customer: someone.userId, reason: 'Terms test' },
      operator,
    );
    const loaded = (await adminCall(t, 'promotions/template', { id }, operator)).data;
    expect(loaded).toMatchObject({ termsLocked: true, issuedCount: 1 });

    const deeper = await adminCall(
      t,
      'promotions/saveTemplate',
      { ...template({ percentOff: 50 }), id, revision: loaded.revision },
      operator,
    );
    expect(deeper).toMatchObject({ code: CONSOLE_ERROR.PROMO_TERMS_LOCKED });

    const renamed = await adminCall(
      t,
      'promotions/saveTemplate',
      {
        ...template({ names: { en: 'Renamed', ru: 'Проверка бюджета' }, issueBudget: 100 }),
        id,
        revision: loaded.revision,
      },
      operator,
    );
    expect(renamed).toMatchObject({ code: 1, data: { name: 'Renamed', issueBudget: 100 } });
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'couponTemplate.update'),
          eq(staffAuditLog.targetId, `couponTemplate:${id}`),
        ),
      );
    expect(entry).toMatchObject({
      before: { 'texts.en.name': 'Budget test', issueBudget: null },
      after: { 'texts.en.name': 'Renamed', issueBudget: 100 },
    });

    const stale = await adminCall(
      t,
      'promotions/saveTemplate',
      { ...template(), id, revision: loaded.revision },
      operator,
    );
    expect(stale).toMatchObject({ code: CONSOLE_ERROR.STAFF_STALE_SAVE });
  });

  it('refuses a template without English, in an unknown currency, or scoped to nothing', async () => {
    const cases: [Partial<CreateTemplateRequest>, number][] = [
      [{ names: { ru: 'Только по-русски' } }, CONSOLE_ERROR.PROMO_ENGLISH_REQUIRED],
      [
        { amounts: [{ currency: 'XYZ', amountOff: null, maxDiscount: null, minSpend: 0 }] },
        CONSOLE_ERROR.PROMO_CURRENCY_UNKNOWN,
      ],
      [{ scope: 'game', scopeValue: 'no-such-game' }, CONSOLE_ERROR.PROMO_SCOPE_UNKNOWN],
      [{ scope: 'sku', scopeValue: 'no-such-sku' }, CONSOLE_ERROR.PROMO_SCOPE_UNKNOWN],
      [{ discountType: 'fixed' }, ERROR.FIELD_INVALID],
    ];
    for (const [changes, code] of cases) {
      expect(await adminCall(t, 'promotions/createTemplate', template(changes), operator)).toMatchObject({
        code,
      });
    }
    const scoped = await adminCall(
      t,
      'promotions/createTemplate',
      template({
        scope: 'sku',
        scopeValue: demoSkuId('starfall-legends', 300),
        names: Object.fromEntries(LANGS.map((l) => [l, `N ${l}`])),
      }),
      operator,
    );
    expect(scoped).toMatchObject({ code: 1, data: { scope: 'sku', name: 'N en' } });
    expect(scoped.data.scopeName).toContain('300');
  });

  it('refuses an agent', async () => {
    const agent = (await signedInStaff(t, 'agent')).token;
    expect(await adminCall(t, 'promotions/templates', {}, agent)).toMatchObject({
      code: CONSOLE_ERROR.STAFF_ROLE_REFUSED,
    });
  });
});
