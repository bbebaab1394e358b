import {
  CLAIM_DAYS,
  CLAIM_MOVES,
  CONSOLE_ERROR,
  ERROR,
  FALLBACK_LANG,
  OPEN_CLAIM_STATES,
  type AgentClaim,
  type Claim,
  type ClaimKind,
  type ClaimQueue,
  type ClaimState,
  type Lang,
  type OrderClaim,
  type OrderStatus,
  type StaffRole,
} from '@storefront/contracts';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SupportLimits } from '../../config.ts';
import { isUniqueViolation } from '../../platform/db/constraints.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { sourceOf } from '../../platform/http/source.ts';
import { newId } from '../../platform/ids.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail/jobs.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { recordAudit, type Actor } from '../agents/index.ts';
import type { FileService } from '../files/index.ts';
import type { FulfilmentService } from '../fulfilment/index.ts';
import { lockOrder } from '../orders/index.ts';
import type { SystemService } from '../system/index.ts';
import { claimMail, orderNoticeTarget, type OrderLinkMaker } from './reply-mail.ts';
import { claimEvents, claims } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim is written once; more than this is a script or a stuck button. */
const CLAIMS_PER_HOUR: Limit = { name: 'claim.create', limit: 5, windowSeconds: 3600 };
const CLAIM_KEY = 'claims_one_open_idx';

type ClaimRow = typeof claims.$inferSelect;

/** The staff member moving a claim, with their role: an agent replaces an order's codes once. */
export type ClaimMover = Actor & { staffId: string; role: StaffRole };

/**
 * -1441 when an agent would replace an order's codes (or top-up) a second time: the order had a
 * claim settled by a replacement before, and another needs an operator or owner.
 */
async function mayReplace(tx: Db | Tx, mover: ClaimMover, orderNo: string): Promise<void> {
  if (mover.role !== 'agent') return;
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM claim_events e JOIN claims c ON c.id = e.claim_id
    WHERE c.order_no = ${orderNo} AND e.state = 'replaced' LIMIT 1`);
  if (rows.length > 0) throw new DomainError(CONSOLE_ERROR.CLAIM_REPLACED_BEFORE);
}

/** The day a completed order can no longer be claimed. */
export const claimDeadline = (completedAt: Date) => completedAt.getTime() + CLAIM_DAYS * DAY_MS;

/** Whether any order of the customer has a claim the store has not settled (its account waits for it). */
export async function hasOpenClaims(tx: Tx, customerId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM claims c JOIN orders o ON o.order_no = c.order_no
    WHERE o.customer_id = ${customerId} AND c.state IN ('received', 'checking') LIMIT 1`);
  return rows.length > 0;
}

export type ClaimService = ReturnType<typeof createClaimService>;

/**
 * "I did not receive it" claims (issue 13): the customer's side, on their own completed orders within
 * CLAIM_DAYS of completion, and the agents'. Each move is recorded for the claim's timeline and
 * mailed to the order's receipt address in the same transaction.
 */
export function createClaimService({
  db,
  uploads,
  limiter,
  limits,
  jobs,
  system,
  publicUrl,
  orderLink,
  fulfilment,
}: {
  db: Db;
  uploads: FileService;
  limiter: RateLimiter;
  limits: Pick<SupportLimits, 'feedbackPerIp10Minutes'>;
  jobs: JobSender;
  system: Pick<SystemService, 'enabledLang' | 'defaultLang'>;
  publicUrl: string;
  orderLink: OrderLinkMaker;
  fulfilment: Pick<
    FulfilmentService,
    'isCodeKind' | 'replaceCodes' | 'topUpAgain' | 'refundClaimed' | 'maskedCodesOf'
  >;
}) {
  const perSource: Limit = {
    name: 'claim.create-source',
    limit: limits.feedbackPerIp10Minutes,
    windowSeconds: 600,
  };
  const langOf = (lang: string) => system.enabledLang(lang) ?? system.defaultLang;

  /**
   * Where the claim's mails go, read before its transaction: a guest's link is written by orders'
   * links, whose row must not wait on the order this transaction locks.
   */
  const noticeOf = (orderNo: string) => orderNoticeTarget(db, orderNo, { publicUrl, orderLink, langOf });

  async function mailMove(
    tx: Tx,
    notice: Awaited<ReturnType<typeof noticeOf>>,
    orderNo: string,
    state: ClaimState,
    reason?: string,
  ): Promise<void> {
    const { email, lang, link } = notice;
    if (!email) return;
    await enqueueMail(jobs, tx, claimMail({ to: email, orderNo, state, reason, link, lang }), {
      orderNo,
      kind: 'claim',
    });
  }

  async function view(row: ClaimRow): Promise<Claim> {
    const events = await db
      .select({ state: claimEvents.state, at: claimEvents.createdAt })
      .from(claimEvents)
      .where(eq(claimEvents.claimId, row.id))
      .orderBy(asc(claimEvents.id));
    const files = await uploads.refs(row.images);
    return {
      id: row.id,
      orderNo: row.orderNo,
      kind: row.kind,
      state: row.state,
      description: row.description,
      images: row.images.flatMap((key) => files.get(key) ?? []),
      declineReason: row.declineReason,
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
      events: events.map((event) => ({ state: event.state as ClaimState, at: event.at.getTime() })),
    };
  }

  /** The caller's order, else -1204 (another's order is answered like one that does not exist). */
  async function ownOrder(customerId: string, orderNo: string) {
    const { rows } = await db.execute<{ status: OrderStatus; completed_at: Date | null }>(
      sql`SELECT status, completed_at FROM orders WHERE order_no = ${orderNo} AND customer_id = ${customerId}`,
    );
    const order = rows[0];
    if (!order) throw new DomainError(ERROR.ORDER_NOT_FOUND);
    return { status: order.status, completedAt: order.completed_at && new Date(order.completed_at) };
  }

  async function latest(orderNo: string): Promise<ClaimRow | undefined> {
    const [row] = await db
      .select()
      .from(claims)
      .where(eq(claims.orderNo, orderNo))
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(1);
    return row;
  }

  async function byId(id: string): Promise<ClaimRow> {
    const [row] = await db.select().from(claims).where(eq(claims.id, id));
    if (!row) throw new DomainError(ERROR.CLAIM_NOT_FOUND);
    return row;
  }

  async function agentView(lang: Lang, id: string): Promise<AgentClaim> {
    const row = await byId(id);
    const { rows } = await db.execute<{
      status: OrderStatus;
      quantity: number;
      kind: string;
      player_id: string | null;
      completed_at: Date | null;
      email: string | null;
      product_name: string;
      sku_name: string;
    }>(sql`
      SELECT o.status, o.quantity, p.kind, o.player_id, o.completed_at, o.email,
        COALESCE(l.name, e.name, o.product_slug) AS product_name,
        trim(s.face_value || ' ' || COALESCE(l.unit, e.unit, '')) AS sku_name
      FROM orders o
      JOIN products p ON p.slug = o.product_slug
      JOIN skus s ON s.id = o.sku_id
      LEFT JOIN product_texts l ON l.product_slug = o.product_slug AND l.lang = ${lang}
      LEFT JOIN product_texts e ON e.product_slug = o.product_slug AND e.lang = ${FALLBACK_LANG}
      WHERE o.order_no = ${row.orderNo}`);
    const order = rows[0]!;
    const codeProduct = fulfilment.isCodeKind(order.kind);
    return {
      ...(await view(row)),
      customerEmail: order.email,
      order: {
        orderNo: row.orderNo,
        status: order.status,
        productName: order.product_name,
        skuName: order.sku_name,
        quantity: order.quantity,
        codeProduct,
        playerId: order.player_id,
        completedAt: order.completed_at && new Date(order.completed_at).getTime(),
        codes: codeProduct ? await fulfilment.maskedCodesOf(row.orderNo) : [],
      },
    };
  }

  /**
   * Moves the locked claim to `to`, records the move (its timeline and the audit log) and mails it;
   * `also` runs first, in the same transaction.
   */
  async function move(
    mover: ClaimMover,
    id: string,
    to: Exclude<ClaimState, 'received'>,
    reason?: string,
    also?: (tx: Tx, claim: ClaimRow) => Promise<unknown>,
  ): Promise<void> {
    const notice = await noticeOf((await byId(id)).orderNo);
    await db.transaction(async (tx) => {
      const [claim] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
      if (!claim) throw new DomainError(ERROR.CLAIM_NOT_FOUND);
      if (!CLAIM_MOVES[claim.state].includes(to)) throw new DomainError(ERROR.CLAIM_MOVE_INVALID);
      if (to === 'replaced') {
        // Under the order's lock: two replacements of one order are judged one after the other.
        await lockOrder(tx, claim.orderNo);
        await mayReplace(tx, mover, claim.orderNo);
      }
      await also?.(tx, claim);
      await tx
        .update(claims)
        .set({ state: to, declineReason: to === 'declined' ? reason : null, updatedAt: sql`now()` })
        .where(eq(claims.id, id));
      await tx.insert(claimEvents).values({ claimId: id, state: to, agentId: mover.staffId });
      await recordAudit(tx, mover, {
        action: 'claim.move',
        subject: `claim:${id}`,
        before: { state: claim.state },
        after: { state: to, orderNo: claim.orderNo },
      });
      await mailMove(tx, notice, claim.orderNo, to, to === 'declined' ? reason : undefined);
    });
  }

  return {
    /**
     * The customer claims on their completed order: -1226 unless completed, -1225 after the
     * deadline, -1224 while another claim of the order is open. The claim is received and mailed.
     */
    async create(
      asker: { customerId: string; ip: string },
      input: { orderNo: string; kind: ClaimKind; description: string; images: string[] },
    ): Promise<Claim> {
      const { customerId } = asker;
      const order = await ownOrder(customerId, input.orderNo);
      if (order.status !== 'completed' || !order.completedAt) throw new DomainError(ERROR.CLAIM_NOT_ALLOWED);
      if (Date.now() > claimDeadline(order.completedAt))
        throw new DomainError(ERROR.CLAIM_DEADLINE_PASSED, { days: CLAIM_DAYS });
      await uploads.ensureAttachable(customerId, input.images);
      await limiter.hit([CLAIMS_PER_HOUR, customerId], [perSource, sourceOf(asker.ip)]);
      const id = newId('clm');
      const notice = await noticeOf(input.orderNo);
      try {
        await db.transaction(async (tx) => {
          // The order's lock orders a claim against an agent's refund of the same order.
          const locked = await lockOrder(tx, input.orderNo);
          if (locked?.status !== 'completed') throw new DomainError(ERROR.CLAIM_NOT_ALLOWED);
          await tx.insert(claims).values({
            id,
            orderNo: input.orderNo,
            kind: input.kind,
            description: input.description.trim(),
            images: input.images,
          });
          await tx.insert(claimEvents).values({ claimId: id, state: 'received' });
          await mailMove(tx, notice, input.orderNo, 'received');
        });
      } catch (error) {
        if (isUniqueViolation(error, CLAIM_KEY)) throw new DomainError(ERROR.CLAIM_EXISTS);
        throw error;
      }
      return view(await byId(id));
    },

    /** The order's latest claim and whether a new one may be made now. -1204 for another's order. */
    async ofOrder(customerId: string, orderNo: string): Promise<OrderClaim> {
      const order = await ownOrder(customerId, orderNo);
      const row = await latest(orderNo);
      const deadline =
        order.status === 'completed' && order.completedAt ? claimDeadline(order.completedAt) : null;
      const open = row !== undefined && (OPEN_CLAIM_STATES as readonly string[]).includes(row.state);
      return {
        orderNo,
        claim: row ? await view(row) : null,
        deadline,
        canClaim: deadline !== null && Date.now() <= deadline && !open,
      };
    },

    /** Open claims first, oldest first; then settled ones, latest first. */
    async queue(
      lang: Lang,
      input: { state?: ClaimState; pageNum: number; pageSize: number },
    ): Promise<ClaimQueue> {
      const where = input.state === undefined ? undefined : eq(claims.state, input.state);
      const { rows } = await db.execute<{
        id: string;
        order_no: string;
        kind: ClaimKind;
        state: ClaimState;
        description: string;
        created_at: Date;
        updated_at: Date;
        product_name: string;
      }>(sql`
        SELECT c.id, c.order_no, c.kind, c.state, c.description, c.created_at, c.updated_at,
          COALESCE(l.name, e.name, o.product_slug) AS product_name
        FROM claims c
        JOIN orders o ON o.order_no = c.order_no
        LEFT JOIN product_texts l ON l.product_slug = o.product_slug AND l.lang = ${lang}
        LEFT JOIN product_texts e ON e.product_slug = o.product_slug AND e.lang = ${FALLBACK_LANG}
        ${input.state === undefined ? sql`` : sql`WHERE c.state = ${input.state}`}
        ORDER BY (c.state IN ('received', 'checking')) DESC,
          CASE WHEN c.state IN ('received', 'checking') THEN c.created_at END ASC,
          c.updated_at DESC, c.id
        LIMIT ${input.pageSize} OFFSET ${(input.pageNum - 1) * input.pageSize}`);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(claims)
        .where(where);
      return {
        list: rows.map((row) => ({
          id: row.id,
          orderNo: row.order_no,
          kind: row.kind,
          state: row.state,
          productName: row.product_name,
          description: row.description,
          createdAt: new Date(row.created_at).getTime(),
          updatedAt: new Date(row.updated_at).getTime(),
        })),
        total: counted?.total ?? 0,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },

    agentView,

    /**
     * An agent moves a claim. replaced: a code product gets new codes from stock (-1202 when too few),
     * a top-up is delivered again (-1211 when the supplier does not); refunded: the order is refunded
     * through its usual states; declined: needs the reason the customer reads (-1100).
     */
    async move(
      mover: ClaimMover,
      lang: Lang,
      input: { id: string; to: 'checking' | 'replaced' | 'refunded' | 'declined'; reason?: string },
    ): Promise<AgentClaim> {
      const { id, to } = input;
      const reason = input.reason?.trim();
      if (to === 'declined' && !reason) throw new DomainError(ERROR.FIELD_REQUIRED, { field: 'reason' });
      if (to === 'checking') await move(mover, id, to);
      else if (to === 'declined') await move(mover, id, to, reason);
      else if (to === 'refunded') {
        await move(mover, id, to, undefined, (tx, claim) =>
          fulfilment.refundClaimed(tx, mover, { orderNo: claim.orderNo, reason: `claim ${claim.id}` }),
        );
      } else {
        const claim = await byId(id);
        if (!CLAIM_MOVES[claim.state].includes(to)) throw new DomainError(ERROR.CLAIM_MOVE_INVALID);
        // Before the supplier is asked again: a refused replacement credits nobody.
        await mayReplace(db, mover, claim.orderNo);
        const { rows } = await db.execute<{ kind: string }>(
          sql`SELECT p.kind FROM orders o JOIN products p ON p.slug = o.product_slug WHERE o.order_no = ${claim.orderNo}`,
        );
        if (fulfilment.isCodeKind(rows[0]!.kind)) {
          await move(mover, id, to, undefined, (tx) => fulfilment.replaceCodes(tx, claim.orderNo));
        } else {
          // The supplier is called outside the transaction, under a key of this claim: a repeated
          // move after a failure credits the player once.
          await fulfilment.topUpAgain(claim.orderNo, `${claim.orderNo}.${claim.id}`);
          await move(mover, id, to);
        }
      }
      return agentView(lang, id);
    },
  };
}

/** The customer's claims, as their data export gives them. */
export async function claimsExport(db: Db, orderNos: readonly string[]) {
  if (orderNos.length === 0) return [];
  const rows = await db
    .select()
    .from(claims)
    .where(inArray(claims.orderNo, [...orderNos]))
    .orderBy(asc(claims.createdAt));
  return rows.map((row) => ({
    orderNo: row.orderNo,
    kind: row.kind,
    state: row.state,
    description: row.description,
    images: row.images,
    declineReason: row.declineReason,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  }));
}
