import {
  ERROR,
  type CouponActivity,
  type CouponActivityList,
  type CouponState,
  type CouponTerms,
  type Lang,
  type ListUserCouponRequest,
  type ProductKind,
  type UserCoupon,
  type UserCouponList,
} from '@storefront/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ShopperLimits } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { JobSender } from '../../platform/jobs.ts';
import type { Customer } from '../auth/index.ts';
import type { CatalogService, PricedPurchase } from '../catalog/index.ts';
import type { OrderRow } from '../orders/index.ts';
import type { Locale } from '../system/index.ts';
import { issueCoupon, issuesNow, programmeTemplate, takeUse } from './budget.ts';
import { discountOf, type DiscountTerms } from './discount.ts';
import { REFERRAL_REWARD_QUEUE } from './queues.ts';
import { registrationDevices } from './tables.ts';

type ListInput = z.output<typeof ListUserCouponRequest>;

/** The purchase a coupon is judged against, in the order's currency. */
interface CouponPurchase {
  productSlug: string;
  kind: ProductKind;
  skuId: string;
  currency: string;
  productAmount: number;
}

function couponPurchaseOf({ product, sku, productAmount }: PricedPurchase): CouponPurchase {
  return {
    productSlug: product.id,
    kind: product.kind,
    skuId: sku.id,
    currency: product.currency.code,
    productAmount,
  };
}

/** A coupon (or an activity's template) with its terms in one currency, as SQL reads it. */
interface TermsRow extends Record<string, unknown> {
  kind: UserCoupon['kind'];
  names: Record<string, string>;
  discount_type: 'percent' | 'fixed';
  percent_off: number | null;
  scope: CouponTerms['scope'];
  scope_value: string | null;
  scope_name: string | null;
  amount_off: number | null;
  max_discount: number | null;
  min_spend: number | null;
  currency_code: string | null;
  minor_units: number | null;
  symbol: string | null;
  use_budget: number | null;
  used_count: number;
}

interface CouponRow extends TermsRow {
  id: string;
  state: 'available' | 'locked' | 'used';
  expired: boolean;
  /** Whether its holder's e-mail address is proved. */
  owner_proved: boolean;
  order_no: string | null;
  valid_until: Date;
  issued_at: Date;
  used_at: Date | null;
}

interface ActivityRow extends TermsRow {
  id: string;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  starts_at: Date;
  ends_at: Date;
  valid_days: number;
  article_id: string | null;
  claimed: boolean;
  run_out: boolean;
}

/**
 * The referral programme's coupons: given for being a new person, not bought or won, so they are
 * for proved addresses only (a throwaway account farms nothing).
 */
const PROGRAMME_KINDS: readonly UserCoupon['kind'][] = ['newUser', 'invite', 'referral'];

/** Judging a coupon needs no names: any language will do. */
const FALLBACK_NAMES_LANG: Lang = 'en';

const textIn = (texts: Record<string, string>, lang: Lang) => texts[lang] || texts.en || '';

/** An activity `act` customers see: enabled, between its start and end, its template issuing. */
const running = sql`act.enabled AND now() >= act.starts_at AND now() < act.ends_at
  AND EXISTS (SELECT 1 FROM coupon_templates t WHERE t.id = act.template_id AND ${issuesNow})`;

/**
 * The columns of a template's terms in `currency` and its scope's name in `lang`; the query
 * names the template `t` and joins its amounts as `a` and their currency as `cur`.
 */
function termsColumns(lang: Lang): SQL {
  const productName = (slug: SQL) => sql`(SELECT pt.name FROM product_texts pt
      WHERE pt.product_slug = ${slug} AND pt.lang IN (${lang}, 'en')
      ORDER BY pt.lang = ${lang} DESC LIMIT 1)`;
  return sql`t.kind, t.names, t.discount_type, t.percent_off, t.scope, t.scope_value,
    CASE t.scope
      WHEN 'game' THEN ${productName(sql`t.scope_value`)}
      WHEN 'sku' THEN (SELECT ${productName(sql`s.product_slug`)} || ' · ' || s.face_value
        FROM skus s WHERE s.id = t.scope_value)
      WHEN 'category' THEN t.scope_value
    END AS scope_name,
    a.amount_off, a.max_discount, a.min_spend,
    cur.code AS currency_code, cur.minor_units, cur.symbol, t.use_budget, t.used_count`;
}

function termsJoin(currency: string): SQL {
  return sql`LEFT JOIN coupon_template_amounts a ON a.template_id = t.id AND a.currency_code = ${currency}
    LEFT JOIN currencies cur ON cur.code = a.currency_code`;
}

function termsOf(row: TermsRow, lang: Lang): CouponTerms & { name: string; kind: UserCoupon['kind'] } {
  return {
    kind: row.kind,
    name: textIn(row.names, lang),
    discountType: row.discount_type,
    percentOff: row.percent_off,
    amountOff: row.currency_code ? row.amount_off : null,
    maxDiscount: row.currency_code ? row.max_discount : null,
    minSpend: row.min_spend ?? 0,
    currency: row.currency_code
      ? { code: row.currency_code, minorUnits: row.minor_units!, symbol: row.symbol! }
      : null,
    scope: row.scope,
    scopeName: row.scope_name,
  };
}

function discountTerms(row: TermsRow): DiscountTerms {
  return {
    discountType: row.discount_type,
    percentOff: row.percent_off,
    amountOff: row.amount_off,
    maxDiscount: row.max_discount,
    minSpend: row.min_spend ?? 0,
  };
}

/** Whether the coupon's scope covers the purchase and it has terms in the purchase's currency. */
function covers(row: TermsRow, purchase: CouponPurchase): boolean {
  if (row.currency_code !== purchase.currency) return false;
  switch (row.scope) {
    case 'all':
      return true;
    case 'category':
      return row.scope_value === purchase.kind;
    case 'game':
      return row.scope_value === purchase.productSlug;
    case 'sku':
      return row.scope_value === purchase.skuId;
  }
}

/** What the coupon takes off the purchase, or the code that refuses it. */
function judge(row: CouponRow, purchase: CouponPurchase) {
  if (row.state !== 'available') return { ok: false as const, error: ERROR.COUPON_USED };
  if (row.expired) return { ok: false as const, error: ERROR.COUPON_EXPIRED };
  if (row.use_budget !== null && row.used_count >= row.use_budget) {
    return { ok: false as const, error: ERROR.COUPON_RUN_OUT };
  }
  if (PROGRAMME_KINDS.includes(row.kind) && !row.owner_proved) {
    return { ok: false as const, error: ERROR.COUPON_NEEDS_PROVED_EMAIL };
  }
  if (!covers(row, purchase)) return { ok: false as const, error: ERROR.COUPON_NOT_APPLICABLE };
  return discountOf(discountTerms(row), purchase.productAmount);
}

/** Locked coupons show as such while their order may still be paid; unused ones past their end as expired. */
function stateOf(row: CouponRow): CouponState {
  if (row.state === 'used' || row.state === 'locked') return row.state;
  return row.expired ? 'expired' : 'available';
}

export type CouponService = ReturnType<typeof createCouponService>;

/**
 * Coupons: issued when an address is first proved (new-user, invite), by the referral job
 * (referral) and from activities (campaign); judged and locked by orders; used, or released, as
 * their order moves (see order-coupons.ts).
 */
export function createCouponService({
  db,
  jobs,
  catalog,
  limits,
}: {
  db: Db;
  jobs: JobSender;
  catalog: CatalogService;
  limits: Pick<ShopperLimits, 'newUserCouponsPerIpDay'>;
}) {
  async function couponRows(where: SQL, currency: string, lang: Lang): Promise<CouponRow[]> {
    const { rows } = await db.execute<CouponRow>(sql`
      SELECT c.id, c.state, c.order_no, c.valid_until, c.issued_at, c.used_at,
        c.valid_until <= now() AS expired,
        (SELECT cu.email_verified_at IS NOT NULL FROM customers cu WHERE cu.id = c.customer_id) AS owner_proved,
        ${termsColumns(lang)}
      FROM coupons c JOIN coupon_templates t ON t.id = c.template_id ${termsJoin(currency)}
      WHERE ${where}
      ORDER BY c.issued_at DESC, c.id DESC`);
    return rows.map((row) => ({
      ...row,
      valid_until: new Date(row.valid_until),
      issued_at: new Date(row.issued_at),
      used_at: row.used_at === null ? null : new Date(row.used_at),
    }));
  }

  function userCoupon(row: CouponRow, lang: Lang, purchase?: CouponPurchase): UserCoupon {
    const judged = purchase && judge(row, purchase);
    return {
      ...termsOf(row, lang),
      id: row.id,
      state: stateOf(row),
      validUntil: row.valid_until.getTime(),
      issuedAt: row.issued_at.getTime(),
      usedAt: row.used_at?.getTime() ?? null,
      orderNo: row.order_no,
      applies: judged ? judged.ok : null,
      discountAmount: judged?.ok ? judged.discount : null,
    };
  }

  /** A programme's coupon from its kind's current template, if it has one with budget left. */
  async function issueProgramme(tx: Tx, customerId: string, kind: UserCoupon['kind'], source: string) {
    const templateId = await programmeTemplate(tx, kind);
    return templateId ? issueCoupon(tx, { customerId, templateId, source }) : null;
  }

  /** Whether the inviter registered on one of the invitee's registration devices. */
  async function sameDevice(tx: Tx, inviterId: string, inviteeId: string): Promise<boolean> {
    const { rows } = await tx.execute(sql`
      SELECT 1 FROM registration_devices mine JOIN registration_devices theirs USING (device_id)
      WHERE mine.customer_id = ${inviteeId} AND theirs.customer_id = ${inviterId} LIMIT 1`);
    return rows.length > 0;
  }

  /** The proved customer whose invite code the invitee came with, never the invitee. */
  async function inviterOf(tx: Db | Tx, invitee: { id: string; invitedByCode: string | null }) {
    if (!invitee.invitedByCode) return undefined;
    const { rows } = await tx.execute<{ id: string }>(sql`
      SELECT id FROM customers
      WHERE invite_code = ${invitee.invitedByCode} AND kind = 'registered' AND id <> ${invitee.id}
        AND email_verified_at IS NOT NULL`);
    return rows[0]?.id;
  }

  /**
   * Whether the invitee's first completed order was the act of another person than the inviter:
   * paid with money (not wholly by a coupon), placed from none of the inviter's devices (those
   * the inviter was welcomed on or ordered from), and, where the provider named the payer (a
   * card's fingerprint), not paid by a payer of any of the inviter's payments.
   */
  async function boughtByAnother(tx: Tx, inviterId: string, inviteeId: string): Promise<boolean> {
    const { rows } = await tx.execute<{ another: boolean }>(sql`
      WITH first AS (
        SELECT o.device_id, p.amount, p.provider, p.payer
        FROM orders o JOIN payments p ON p.order_no = o.order_no AND p.status = 'succeeded'
        WHERE o.customer_id = ${inviteeId} AND o.status = 'completed'
        ORDER BY o.completed_at LIMIT 1)
      SELECT first.amount > 0
        AND (first.device_id IS NULL OR (
          NOT EXISTS (SELECT 1 FROM registration_devices r
            WHERE r.customer_id = ${inviterId} AND r.device_id = first.device_id)
          AND NOT EXISTS (SELECT 1 FROM orders mine
            WHERE mine.customer_id = ${inviterId} AND mine.device_id = first.device_id)))
        AND (first.payer IS NULL OR NOT EXISTS (
          SELECT 1 FROM orders mine JOIN payments paid ON paid.order_no = mine.order_no
          WHERE mine.customer_id = ${inviterId} AND paid.provider = first.provider
            AND paid.payer = first.payer)) AS another
      FROM first`);
    return rows[0]?.another === true;
  }

  /**
   * A DeviceId is the client's to choose, so "one new-user coupon per device" alone lets one
   * person farm them: orders from one source address use only so many a day (-1406). The advisory
   * lock makes two such orders from one address count one after the other.
   */
  async function newUserCouponsFromSource(tx: Tx, couponId: string, sourceKey: string): Promise<void> {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`new-user-source:${sourceKey}`}, 0))`,
    );
    const { rows } = await tx.execute<{ used: number }>(sql`
      SELECT count(*)::int AS used
      FROM orders o
        JOIN coupons c ON c.order_no = o.order_no
        JOIN coupon_templates t ON t.id = c.template_id
      WHERE o.source_key = ${sourceKey} AND o.created_at > now() - interval '1 day'
        AND o.coupon_id IS NOT NULL AND t.kind = 'newUser' AND c.id <> ${couponId}`);
    if (rows[0]!.used >= limits.newUserCouponsPerIpDay) {
      throw new DomainError(ERROR.NEW_USER_COUPON_SOURCE_LIMIT);
    }
  }

  async function activityRows(
    customerId: string | undefined,
    currency: string,
    lang: Lang,
    id?: string,
  ): Promise<ActivityRow[]> {
    const { rows } = await db.execute<ActivityRow>(sql`
      SELECT act.id, act.titles, act.descriptions, act.starts_at, act.ends_at, act.article_id, t.valid_days,
        EXISTS (SELECT 1 FROM coupons c
          WHERE c.customer_id = ${customerId ?? null} AND c.source = 'activity:' || act.id) AS claimed,
        t.issue_budget IS NOT NULL AND t.issued_count >= t.issue_budget AS run_out,
        ${termsColumns(lang)}
      FROM coupon_activities act JOIN coupon_templates t ON t.id = act.template_id ${termsJoin(currency)}
      WHERE ${running} ${id === undefined ? sql`` : sql`AND act.id = ${id}`}
      ORDER BY act.ends_at, act.id`);
    return rows;
  }

  function activity(row: ActivityRow, lang: Lang): CouponActivity {
    return {
      id: row.id,
      title: textIn(row.titles, lang),
      description: textIn(row.descriptions, lang),
      startsAt: new Date(row.starts_at).getTime(),
      endsAt: new Date(row.ends_at).getTime(),
      coupon: { ...termsOf(row, lang), validDays: row.valid_days },
      articleId: row.article_id,
      claimed: row.claimed,
      runOut: row.run_out,
    };
  }

  function registered(customer: Customer): void {
    if (customer.kind !== 'registered') throw new DomainError(ERROR.USER_NOT_REGISTERED);
  }

  return {
    /** My Coupons and the checkout picker. */
    async list(locale: Locale, customer: Customer, input: ListInput): Promise<UserCouponList> {
      registered(customer);
      const { lang } = locale;
      let purchase: CouponPurchase | undefined;
      if (input.productId !== undefined && input.skuId !== undefined) {
        // Judged against the price the order would be placed at: the catalogue's one pricing.
        const priced = await catalog.price(locale, {
          productId: input.productId,
          skuId: input.skuId,
          quantity: input.quantity,
        });
        purchase = couponPurchaseOf(priced);
      }
      const stateFilter = {
        available: sql`AND c.state <> 'used' AND (c.state = 'locked' OR c.valid_until > now())`,
        used: sql`AND c.state = 'used'`,
        expired: sql`AND c.state = 'available' AND c.valid_until <= now()`,
      };
      const rows = await couponRows(
        sql`c.customer_id = ${customer.id} ${input.state ? stateFilter[input.state] : sql``}`,
        purchase?.currency ?? locale.currency,
        lang,
      );
      return { list: rows.map((row) => userCoupon(row, lang, purchase)) };
    },

    /**
     * The discount a customer's coupon gives a purchase, in its minor units: -1015 when the
     * customer has no such coupon, -1016 used or held by another order, -1017 expired, -1405 a
     * programme coupon of an address not proved, -1401 not for this purchase, -1402 below its
     * minimum spend.
     */
    async discount(
      customerId: string | undefined,
      couponId: string,
      priced: PricedPurchase,
    ): Promise<number> {
      const purchase = couponPurchaseOf(priced);
      if (!customerId) throw new DomainError(ERROR.COUPON_NOT_FOUND);
      const [row] = await couponRows(
        sql`c.id = ${couponId} AND c.customer_id = ${customerId}`,
        purchase.currency,
        FALLBACK_NAMES_LANG,
      );
      if (!row) throw new DomainError(ERROR.COUPON_NOT_FOUND);
      const judged = judge(row, purchase);
      if (!judged.ok) throw new DomainError(judged.error);
      return judged.discount;
    },

    /**
     * Holds the coupon for a new order, in the order's transaction. Of two orders racing for one
     * coupon, the second waits for the first's row lock, then finds it locked: -1016. A new-user
     * coupon also counts against its source address's day (-1406).
     */
    async lock(
      tx: Tx,
      customerId: string,
      couponId: string,
      order: { orderNo: string; sourceKey: string },
    ): Promise<void> {
      const { rows } = await tx.execute<{ kind: UserCoupon['kind'] }>(sql`
        UPDATE coupons c SET state = 'locked', order_no = ${order.orderNo}
        FROM coupon_templates t
        WHERE c.id = ${couponId} AND c.customer_id = ${customerId} AND t.id = c.template_id
          AND c.state = 'available' AND c.valid_until > now()
        RETURNING t.kind`);
      if (rows[0]) {
        if (rows[0].kind === 'newUser') await newUserCouponsFromSource(tx, couponId, order.sourceKey);
        if (!(await takeUse(tx, couponId))) throw new DomainError(ERROR.COUPON_RUN_OUT);
        return;
      }
      const { rows: found } = await tx.execute<{ expired: boolean; state: string }>(sql`
        SELECT state, valid_until <= now() AS expired FROM coupons
        WHERE id = ${couponId} AND customer_id = ${customerId}`);
      if (!found[0]) throw new DomainError(ERROR.COUPON_NOT_FOUND);
      throw new DomainError(found[0].state === 'available' ? ERROR.COUPON_EXPIRED : ERROR.COUPON_USED);
    },

    /**
     * An account's programme coupons, in the transaction that first proves its address (see
     * auth/proof.ts; nothing for an address not proved): the new-user coupon when none of its
     * devices was welcomed before (one per person), and the invite coupon when it came with a
     * proved customer's invite code used on a device that customer was never welcomed on.
     */
    async welcome(tx: Tx, account: Customer, deviceIds: string[]): Promise<void> {
      if (!account.emailVerifiedAt) return;
      const inviterId = await inviterOf(tx, account);
      const devices = [...new Set(deviceIds)].sort();
      // Two registrations on one device at once: the second waits, then sees the first's device.
      for (const device of devices) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`registration-device:${device}`}))`);
      }
      if (devices.length === 0) return;
      const seen = await tx
        .select({ deviceId: registrationDevices.deviceId })
        .from(registrationDevices)
        .where(inArray(registrationDevices.deviceId, devices))
        .limit(1);
      await tx
        .insert(registrationDevices)
        .values(devices.map((deviceId) => ({ deviceId, customerId: account.id })))
        .onConflictDoNothing();
      // A spent budget or a stopped programme gives nothing: registering goes on without a coupon.
      if (seen.length === 0) await issueProgramme(tx, account.id, 'newUser', 'newUser');
      if (inviterId && !(await sameDevice(tx, inviterId, account.id))) {
        await issueProgramme(tx, account.id, 'invite', 'invite');
      }
    },

    /**
     * Called as an order completes, in that transaction: the first completed order of an invited
     * customer queues the inviter's referral reward. Exactly once is the reward's own doing.
     */
    async orderCompleted(tx: Tx, order: OrderRow): Promise<void> {
      // One indexed lookup for the many customers nobody invited.
      const { rows } = await tx.execute(sql`
        SELECT 1 FROM customers c
        WHERE c.id = ${order.customerId} AND c.invited_by_code IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id
            AND o.status = 'completed' AND o.order_no <> ${order.orderNo})`);
      if (rows.length === 0) return;
      await jobs.send(
        tx,
        REFERRAL_REWARD_QUEUE,
        { inviteeId: order.customerId },
        { singletonKey: order.customerId },
      );
    },

    /**
     * The referral coupon for the proved inviter of a proved customer whose first order completed,
     * paid by another person than the inviter (see boughtByAnother): once per invitee (the
     * coupon's source), never for a self-referral. Answers whether it was issued now.
     */
    async rewardReferral(inviteeId: string): Promise<'issued' | 'already' | 'none' | 'runOut'> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: string; invited_by_code: string | null; proved: boolean }>(
          sql`SELECT id, invited_by_code, email_verified_at IS NOT NULL AS proved
            FROM customers WHERE id = ${inviteeId}`,
        );
        const invitee = rows[0];
        if (!invitee?.proved) return 'none';
        const inviterId = await inviterOf(tx, { id: invitee.id, invitedByCode: invitee.invited_by_code });
        if (!inviterId || (await sameDevice(tx, inviterId, inviteeId))) return 'none';
        if (!(await boughtByAnother(tx, inviterId, inviteeId))) return 'none';
        const outcome = await issueProgramme(tx, inviterId, 'referral', `referral:${inviteeId}`);
        if (!outcome) return 'none';
        if ('issued' in outcome) return 'issued';
        if ('already' in outcome) return 'already';
        return outcome.refused === 'runOut' ? 'runOut' : 'none';
      });
    },

    async activities(
      locale: Locale,
      customer: Customer | undefined,
      id?: string,
    ): Promise<CouponActivityList> {
      const { lang } = locale;
      const rows = await activityRows(customer?.id, locale.currency, lang, id);
      if (id !== undefined && rows.length === 0) throw new DomainError(ERROR.ACTIVITY_NOT_FOUND);
      return { list: rows.map((row) => activity(row, lang)) };
    },

    /**
     * A running activity's coupon for a registered customer, once (-1404 after), from its template's
     * issue budget (-1407 when spent). An activity whose template is stopped or outside its issuing
     * window has ended for its customers (-1403).
     */
    async claim(locale: Locale, customer: Customer, activityId: string): Promise<UserCoupon> {
      registered(customer);
      const { lang } = locale;
      const couponId = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ template_id: string }>(sql`
          SELECT act.template_id FROM coupon_activities act
          WHERE act.id = ${activityId} AND ${running}`);
        if (!rows[0]) throw new DomainError(ERROR.ACTIVITY_NOT_FOUND);
        const outcome = await issueCoupon(tx, {
          customerId: customer.id,
          templateId: rows[0].template_id,
          source: `activity:${activityId}`,
        });
        if ('issued' in outcome) return outcome.issued.id;
        if ('already' in outcome) throw new DomainError(ERROR.COUPON_ALREADY_CLAIMED);
        throw new DomainError(outcome.refused === 'runOut' ? ERROR.COUPON_RUN_OUT : ERROR.ACTIVITY_NOT_FOUND);
      });
      const [row] = await couponRows(sql`c.id = ${couponId}`, locale.currency, lang);
      return userCoupon(row!, lang);
    },
  };
}
