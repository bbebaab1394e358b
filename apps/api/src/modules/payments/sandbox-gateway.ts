import { ERROR, type SandboxDecision, type SandboxSession } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { defineJob, type JobDefinition, type JobSender } from '../../platform/jobs.ts';
import { signSandbox, SANDBOX_SIGNATURE_HEADER, type SandboxNotification } from './providers/sandbox.ts';
import { currencies } from '../system/tables.ts';
import { SANDBOX_NOTIFY_QUEUE } from './queues.ts';
import { sandboxSessions } from './tables.ts';

const RESULT = { paid: 'success', declined: 'fail', abandoned: 'cancel', expired: 'cancel' } as const;
const STATE = { pay: 'paid', decline: 'declined', abandon: 'abandoned' } as const;

type SessionRow = typeof sandboxSessions.$inferSelect;

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/**
 * The sandbox gateway itself, standing where a real provider would: it shows a session, takes
 * the customer's choice once, sends the browser back and notifies the store later, signed, from
 * a job, exactly as a real gateway's webhook arrives (an abandoned page notifies nothing).
 */
export function createSandboxGateway({
  db,
  jobs,
  secret,
  webhookUrl,
}: {
  db: Db;
  jobs: JobSender;
  secret: string;
  webhookUrl: string;
}) {
  function returnUrl(row: SessionRow): string {
    if (row.state === 'open') return row.returnUrl;
    const url = new URL(row.returnUrl);
    url.searchParams.set('result', RESULT[row.state]);
    return url.toString();
  }

  return {
    /** The session with its currency, in one read: the page asks for it on every payment. */
    async session(sessionId: string): Promise<SandboxSession> {
      const [row] = await db
        .select({
          sessionId: sandboxSessions.id,
          merchantOrderNo: sandboxSessions.merchantOrderNo,
          currency: { code: currencies.code, minorUnits: currencies.minorUnits, symbol: currencies.symbol },
          amount: sandboxSessions.amount,
          state: sandboxSessions.state,
        })
        .from(sandboxSessions)
        .innerJoin(currencies, eq(currencies.code, sandboxSessions.currencyCode))
        .where(eq(sandboxSessions.id, sessionId));
      if (!row) throw new DomainError(ERROR.CONTENT_NOT_FOUND);
      return row;
    },

    /**
     * The first choice counts; asking again answers where that choice sent the browser. `payer` is
     * the test card that paid, told to the store as a real gateway tells a card's fingerprint.
     */
    async decide(sessionId: string, action: keyof typeof STATE, payer?: string): Promise<SandboxDecision> {
      const row = await db.transaction(async (tx) => {
        const [open] = await tx
          .select()
          .from(sandboxSessions)
          .where(eq(sandboxSessions.id, sessionId))
          .for('update');
        if (!open) throw new DomainError(ERROR.CONTENT_NOT_FOUND);
        if (open.state !== 'open') return open;
        const [decided] = await tx
          .update(sandboxSessions)
          .set({ state: STATE[action], decidedAt: new Date(), ...(action === 'pay' && payer && { payer }) })
          .where(eq(sandboxSessions.id, sessionId))
          .returning();
        if (action !== 'abandon') {
          const notification: SandboxNotification = {
            id: newId('evt'),
            type: action === 'pay' ? 'payment.succeeded' : 'payment.failed',
            sessionId,
            amount: open.amount,
            currency: open.currencyCode,
            ...(action === 'pay' && payer && { payer }),
          };
          await jobs.send(tx, SANDBOX_NOTIFY_QUEUE, notification);
        }
        return decided!;
      });
      return { returnUrl: returnUrl(row) };
    },

    /** POSTs one notification to the store's webhook; anything but a 2xx is retried, as gateways do. */
    async notify(notification: SandboxNotification): Promise<void> {
      const body = JSON.stringify(notification);
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
    },
  };
}

export function sandboxJobs(gateway: SandboxGateway): JobDefinition[] {
  return [
    defineJob({
      queue: SANDBOX_NOTIFY_QUEUE,
      // A gateway notifies many payments at once, each as soon as it is decided: the decision's
      // commit wakes the workers, and each fetch takes every notification waiting (up to 25) and
      // sends them side by side, a full batch fetching again at once. Two workers so that a slow
      // webhook answer holds up only one; polling is for retries, which come due unannounced.
      policy: { retryLimit: 10, retryDelay: 2, retryBackoff: true, notify: true },
      work: {
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
        localConcurrency: 2,
        batchSize: 25,
      },
      run: (_log, notification) => gateway.notify(notification),
    }),
  ];
}
