import type { Lang } from '@storefront/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { refunds, sandboxSessions } from '../tables.ts';
import {
  RefundRefusedError,
  UnverifiedNotificationError,
  type PaymentNotification,
  type PaymentProvider,
} from './provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** How old a notification may be: an older one, even correctly signed, is a replay. */
const REPLAY_WINDOW_SECONDS = 300;

/** What the sandbox gateway posts to the webhook once a payment is decided. */
export const SandboxNotification = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  sessionId: z.string().min(1).max(80),
  amount: z.number().int().min(0),
  currency: z.string().min(3).max(3),
  payer: z.string().min(1).max(64).optional(),
});
export type SandboxNotification = z.infer<typeof SandboxNotification>;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs its webhooks. */
export function signSandbox(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${mac}`;
}

function verifySignature(secret: string, body: string, header: string | undefined): void {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const at = Number(parts.t);
  if (!Number.isInteger(at) || !parts.v1) throw new UnverifiedNotificationError('no signature');
  if (Math.abs(Date.now() / 1000 - at) > REPLAY_WINDOW_SECONDS) {
    throw new UnverifiedNotificationError('signature outside the replay window');
  }
  const expected = createHmac('sha256', secret).update(`${at}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UnverifiedNotificationError('bad signature');
  }
}

export function newSandboxSessionId(): string {
  return `sbx_${randomBytes(18).toString('base64url')}`;
}

/**
 * The store's side of the sandbox gateway. Its hosted page is the web's `/{lang}/sandboxPay`;
 * the gateway's own side (sessions, the customer's choice, notifications) is `sandbox-gateway.ts`.
 */
export function sandboxProvider({
  db,
  secret,
  pageUrl,
}: {
  db: Db;
  secret: string;
  /** The hosted page for an order's language. */
  pageUrl: (lang: Lang, sessionId: string) => string;
}): PaymentProvider {
  /**
   * The gateway's own record of the session, as a real gateway's API answers it: paid, or ended
   * without taking money (declined, left by the customer, expired); open (or no such session) is
   * nothing decided.
   */
  async function sessionOutcome(sessionId: string): Promise<PaymentNotification | null> {
    const [session] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    if (!session || session.state === 'open') return null;
    const outcome = session.state === 'paid' ? 'succeeded' : 'failed';
    return {
      eventId: `query:${session.id}:${outcome}`,
      providerRef: session.id,
      outcome,
      amount: session.amount,
      currency: session.currencyCode,
      payer: session.payer ?? undefined,
    };
  }

  return {
    name: 'sandbox',

    async startCheckout(payment, order, { returnUrl, lang }) {
      const id = newSandboxSessionId();
      await db.insert(sandboxSessions).values({
        id,
        merchantOrderNo: order.orderNo,
        amount: payment.amount,
        currencyCode: payment.currencyCode,
        returnUrl,
      });
      return { providerRef: id, redirectUrl: pageUrl(lang, id) };
    },

    async verifyNotification(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySignature(secret, rawBody, Array.isArray(header) ? header[0] : header);
      let parsed: SandboxNotification;
      try {
        parsed = SandboxNotification.parse(JSON.parse(rawBody));
      } catch {
        throw new UnverifiedNotificationError('malformed notification');
      }
      // A hint, as YooKassa's and Xendit's are: the session's own state, amount and currency decide,
      // never what the notice claims. Its secret signs, but a secret can leak (the development default
      // is in the source): a notice then pays only what the customer paid on the gateway's page.
      const decided = await sessionOutcome(parsed.sessionId);
      return decided && { ...decided, eventId: parsed.id };
    },

    fetchOutcome: (payment) => sessionOutcome(payment.providerRef!),

    /**
     * The sandbox holds no money: a refund is bookkeeping. It keeps a real gateway's rules: the same
     * key is one refund (the same id answered), and the refunds of a payment never exceed it. Its
     * ledger is the store's refunds confirmed so far (the gateway has no table of its own).
     */
    async refund(payment, part) {
      if (!part) return { providerRef: null };
      const [given] = await db
        .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
        .from(refunds)
        .where(
          and(
            eq(refunds.paymentId, payment.id),
            eq(refunds.status, 'succeeded'),
            ne(refunds.id, part.idempotencyKey),
          ),
        );
      if (given!.total + part.amount > payment.amount) {
        throw new RefundRefusedError('the refunds would exceed the payment');
      }
      return {
        providerRef: `sbr_${createHmac('sha256', secret).update(part.idempotencyKey).digest('hex').slice(0, 24)}`,
      };
    },

    // As a real gateway expires a session: the page then says it has ended and takes no choice.
    async closeCheckout(payment) {
      await db
        .update(sandboxSessions)
        .set({ state: 'expired', decidedAt: sql`now()` })
        .where(and(eq(sandboxSessions.id, payment.providerRef!), eq(sandboxSessions.state, 'open')));
    },
  };
}
