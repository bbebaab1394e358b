import { ERROR, type Lang, type OrderLinkRequest, type OrderLookupRequest } from '@storefront/contracts';
import { formatMessage } from '@storefront/contracts/message-format';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { webTexts } from '../../platform/i18n/web-messages.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail/jobs.ts';
import { mailHtml } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { hashToken, newToken } from '../auth/index.ts';
import { customers } from '../auth/tables.ts';
import { ORDER_LOOKUP_QUEUE } from './queues.ts';
import { orderLinks, orders } from './tables.ts';

const DAY_MS = 86_400_000;

/** A lookup answers the same whether or not it matched; how many one order may get is capped too. */
const LOOKUPS_PER_ORDER_DAY: Limit = { name: 'order-lookup-order', limit: 5, windowSeconds: 86_400 };

export type OrderLinks = ReturnType<typeof createOrderLinks>;

/**
 * E-mailed links that bring an order to the browser they are opened in: the receipt carries one, and
 * a lookup by order number and receipt e-mail sends another. The e-mail proves the buyer: a guest
 * order joins the session that opens the link (as a guest's orders join an account made on its
 * device); an account's order asks for that account.
 */
export function createOrderLinks({
  db,
  config,
  jobs,
  limiter,
}: {
  db: Db;
  config: Config;
  jobs: JobSender;
  limiter: RateLimiter;
}) {
  const lookupsPerIp: Limit = {
    name: 'order-lookup-ip',
    limit: config.orderLookupsPerIpHour,
    windowSeconds: 3600,
  };

  /** A new link to the order, good for `orderLinkDays` and one opening. */
  async function issue(executor: Db | Tx, orderNo: string, lang: Lang): Promise<string> {
    // The link's secret is kept only as its hash (auth's session tokens are kept the same way).
    const key = newToken();
    await executor.insert(orderLinks).values({
      keyHash: hashToken(key),
      orderNo,
      expiresAt: new Date(Date.now() + config.orderLinkDays * DAY_MS),
    });
    const query = new URLSearchParams({ orderNo, key });
    return `${config.publicUrl}/${lang}/orderDetail?${query}`;
  }

  function lookupMail(to: string, orderNo: string, url: string, lang: Lang): MailMessage {
    const t = webTexts('orderLinkMail', lang) as Record<'subject' | 'intro' | 'note', string>;
    const subject = formatMessage(t.subject, { orderNo }, lang);
    const intro = formatMessage(t.intro, { orderNo }, lang);
    const note = formatMessage(t.note, { days: config.orderLinkDays }, lang);
    return {
      to,
      subject,
      text: `${intro}\n\n${url}\n\n${note}\n`,
      html: mailHtml({
        lang,
        subject,
        body: `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="color:#777">${escapeHtml(note)}</p>`,
      }),
    };
  }

  return {
    /** A new link to the order, and for how many days it opens it (a guest's receipt). */
    async linkFor(orderNo: string, lang: Lang): Promise<{ url: string; days: number }> {
      return { url: await issue(db, orderNo, lang), days: config.orderLinkDays };
    },

    /**
     * Takes a lookup: the check and the mail run as a job, so that the answer (and its timing) is
     * the same for a match, a wrong e-mail and an order that does not exist.
     */
    async lookup(realIp: string, lang: Lang, input: OrderLookupRequest): Promise<Record<string, never>> {
      await limiter.hit([lookupsPerIp, realIp]);
      await db.transaction((tx) =>
        jobs.send(tx, ORDER_LOOKUP_QUEUE, { orderNo: input.orderNo, email: input.email, lang }),
      );
      return {};
    },

    /** The lookup job: a link is mailed only to the order's own receipt address. */
    async answerLookup(orderNo: string, email: string, lang: Lang): Promise<boolean> {
      const [order] = await db
        .select({ email: orders.email })
        .from(orders)
        .where(eq(orders.orderNo, orderNo));
      if (!order?.email || order.email.toLowerCase() !== email.trim().toLowerCase()) return false;
      // Past the cap the lookup is dropped, not refused: the page said the same for every lookup.
      if ((await limiter.count(LOOKUPS_PER_ORDER_DAY, orderNo)) > LOOKUPS_PER_ORDER_DAY.limit) return false;
      await db.transaction(async (tx) => {
        const url = await issue(tx, orderNo, lang);
        await enqueueMail(jobs, tx, lookupMail(order.email!, orderNo, url, lang), {
          orderNo,
          kind: 'orderLink',
        });
      });
      return true;
    },

    /**
     * Opens a link in the caller's session. An order already the caller's opens again whatever
     * became of the link (a second click). Otherwise the link must be unused, unexpired and not
     * withdrawn (-1222); a guest's order then moves to the caller, and the link is spent; an
     * account's order is not moved: its owner signs in (-1223), and the link stays unspent.
     */
    async open(customerId: string, input: OrderLinkRequest): Promise<{ orderNo: string }> {
      const { orderNo } = input;
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ customerId: orders.customerId, ownerKind: customers.kind })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .where(eq(orders.orderNo, orderNo))
          .for('update', { of: orders });
        if (order?.customerId === customerId) return { orderNo };
        const live = and(
          eq(orderLinks.keyHash, hashToken(input.key)),
          eq(orderLinks.orderNo, orderNo),
          isNull(orderLinks.usedAt),
          isNull(orderLinks.revokedAt),
          gt(orderLinks.expiresAt, sql`now()`),
        );
        const [link] = await tx.select({ keyHash: orderLinks.keyHash }).from(orderLinks).where(live);
        if (!order || !link) throw new DomainError(ERROR.ORDER_LINK_INVALID);
        if (order.ownerKind === 'registered') throw new DomainError(ERROR.ORDER_LINK_SIGN_IN);
        await tx
          .update(orderLinks)
          .set({ usedAt: sql`now()` })
          .where(eq(orderLinks.keyHash, link.keyHash));
        // The order has a new home: the links still out (an older receipt, another lookup) are
        // withdrawn, so none of them can carry it off again.
        await tx
          .update(orderLinks)
          .set({ revokedAt: sql`now()` })
          .where(
            and(eq(orderLinks.orderNo, orderNo), isNull(orderLinks.usedAt), isNull(orderLinks.revokedAt)),
          );
        await tx.update(orders).set({ customerId }).where(eq(orders.orderNo, orderNo));
        return { orderNo };
      });
    },
  };
}
