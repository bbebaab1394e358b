import {
  ERROR,
  FEEDBACK_STATUS,
  FALLBACK_LANG,
  MIN_FEEDBACK_CHARS,
  type AgentFeedback,
  type Feedback,
  type FeedbackQueue,
  type FeedbackRecord,
  type FeedbackStatus,
  type FeedbackSummary,
  type Lang,
  type OrderStatus,
} from '@storefront/contracts';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SupportLimits } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { sourceOf } from '../../platform/http/source.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail/jobs.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { agents } from '../agents/tables.ts';
import type { FileService } from '../files/index.ts';
import type { SystemService } from '../system/index.ts';
import { publish } from './events.ts';
import { isQuestionType, questionTypeText } from './question-types.ts';
import { orderNoticeTarget, replyMail, type OrderLinkMaker } from './reply-mail.ts';
import { feedbackRecords, feedbackThreads } from './tables.ts';

interface ThreadRow extends Record<string, unknown> {
  order_no: string;
  customer_id: string;
  status: number;
  question_type: string;
  email: string;
  reply_count: number;
  created_at: Date;
  updated_at: Date;
  order_status: OrderStatus;
  order_created_at: Date;
  quantity: number;
  product_name: string;
  sku_name: string;
  last_message: string | null;
}

interface CustomerMessage {
  content: string;
  images: string[];
}

/** Who writes: the customer, and the address the message came from. */
export interface Asker {
  customerId: string;
  ip: string;
}

/** A person asks, then waits: more than this is a script or a stuck button. */
const MESSAGES_PER_10_MINUTES: Limit = { name: 'feedback.message', limit: 10, windowSeconds: 600 };

export type FeedbackService = ReturnType<typeof createFeedbackService>;

const ms = (date: Date | string) => new Date(date).getTime();

/**
 * Feedback threads on orders: the customer's side (only on the customer's own orders) and the
 * agents' (any thread, without payment details). Status: 1 waiting → 2 replied → 3 closed; the
 * customer asking again makes any thread waiting.
 */
export function createFeedbackService({
  db,
  uploads,
  limiter,
  limits,
  jobs,
  system,
  publicUrl,
  orderLink,
}: {
  db: Db;
  uploads: FileService;
  limiter: RateLimiter;
  limits: Pick<SupportLimits, 'feedbackPerIp10Minutes'>;
  jobs: JobSender;
  system: Pick<SystemService, 'enabledLang' | 'defaultLang'>;
  publicUrl: string;
  /** A new e-mailed link that opens the order in any browser (orders' links), for a guest. */
  orderLink: OrderLinkMaker;
}) {
  // A new guest starts its own count again: the address it writes from does not.
  const perSource: Limit = {
    name: 'feedback.message-source',
    limit: limits.feedbackPerIp10Minutes,
    windowSeconds: 600,
  };

  async function threads(lang: Lang, where: SQL, page?: { limit: number; offset: number }) {
    const { rows } = await db.execute<ThreadRow>(sql`
      SELECT t.order_no, o.customer_id, t.status, t.question_type, t.email, t.reply_count,
        t.created_at, t.updated_at, o.status AS order_status, o.created_at AS order_created_at, o.quantity,
        COALESCE(l.name, e.name, o.product_slug) AS product_name,
        trim(s.face_value || ' ' || COALESCE(l.unit, e.unit, '')) AS sku_name,
        (SELECT r.content FROM feedback_records r WHERE r.order_no = t.order_no AND r.author = 'customer'
          ORDER BY r.id DESC LIMIT 1) AS last_message
      FROM feedback_threads t
      JOIN orders o ON o.order_no = t.order_no
      JOIN skus s ON s.id = o.sku_id
      LEFT JOIN product_texts l ON l.product_slug = o.product_slug AND l.lang = ${lang}
      LEFT JOIN product_texts e ON e.product_slug = o.product_slug AND e.lang = ${FALLBACK_LANG}
      WHERE ${where}
      ORDER BY (t.status = 1) DESC, CASE WHEN t.status = 1 THEN t.waiting_since END ASC, t.updated_at DESC
      ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`);
    return rows;
  }

  function summary(row: ThreadRow, lang: Lang): FeedbackSummary {
    return {
      orderNo: row.order_no,
      status: row.status as FeedbackStatus,
      questionTypeId: row.question_type,
      questionTypeContext: questionTypeText(row.question_type, lang),
      productName: row.product_name,
      replyCount: row.reply_count,
      createdAt: ms(row.created_at),
      updatedAt: ms(row.updated_at),
    };
  }

  async function records(orderNo: string): Promise<FeedbackRecord[]> {
    const rows = await db
      .select({ record: feedbackRecords, agentName: agents.name })
      .from(feedbackRecords)
      .leftJoin(agents, eq(agents.id, feedbackRecords.agentId))
      .where(eq(feedbackRecords.orderNo, orderNo))
      .orderBy(asc(feedbackRecords.id));
    const files = await uploads.refs(rows.flatMap((row) => row.record.images));
    return rows.map(({ record, agentName }) => ({
      id: String(record.id),
      author: record.author,
      authorName: record.author === 'agent' ? (agentName ?? '') : '',
      content: record.content,
      images: record.images.flatMap((key) => files.get(key) ?? []),
      createdAt: record.createdAt.getTime(),
    }));
  }

  async function full(row: ThreadRow, lang: Lang): Promise<Feedback> {
    return { ...summary(row, lang), email: row.email, records: await records(row.order_no) };
  }

  /** The caller's order, else -1204 (another's order is answered like one that does not exist). */
  async function ownOrder(customerId: string, orderNo: string): Promise<void> {
    const { rows } = await db.execute(
      sql`SELECT 1 FROM orders WHERE order_no = ${orderNo} AND customer_id = ${customerId}`,
    );
    if (rows.length === 0) throw new DomainError(ERROR.ORDER_NOT_FOUND);
  }

  async function checkMessage(asker: Asker, message: CustomerMessage): Promise<string> {
    const content = message.content.trim();
    if ([...content].length < MIN_FEEDBACK_CHARS) throw new DomainError(ERROR.FEEDBACK_TOO_SHORT);
    await uploads.ensureAttachable(asker.customerId, message.images);
    await limiter.hit([MESSAGES_PER_10_MINUTES, asker.customerId], [perSource, sourceOf(asker.ip)]);
    return content;
  }

  async function one(lang: Lang, orderNo: string): Promise<ThreadRow | undefined> {
    const [row] = await threads(lang, sql`t.order_no = ${orderNo}`);
    return row;
  }

  async function agentView(lang: Lang, orderNo: string): Promise<AgentFeedback> {
    const row = await one(lang, orderNo);
    if (!row) throw new DomainError(ERROR.FEEDBACK_NOT_FOUND);
    return {
      ...(await full(row, lang)),
      customerId: row.customer_id,
      order: {
        orderNo: row.order_no,
        status: row.order_status,
        productName: row.product_name,
        skuName: row.sku_name,
        quantity: row.quantity,
        createdAt: ms(row.order_created_at),
      },
    };
  }

  /**
   * The agent's answer mailed to the thread's address, in the order's language (its receipt's and
   * notices'). A guest has the order only in the browser it bought in, so its link opens the order
   * anywhere; an account's opens the order page, where its owner signs in.
   */
  async function mailReply(tx: Tx, orderNo: string, reply: string): Promise<void> {
    const [thread] = await tx
      .select({ email: feedbackThreads.email })
      .from(feedbackThreads)
      .where(eq(feedbackThreads.orderNo, orderNo));
    const { lang, link } = await orderNoticeTarget(tx, orderNo, {
      publicUrl,
      orderLink,
      langOf: (lang) => system.enabledLang(lang) ?? system.defaultLang,
    });
    await enqueueMail(jobs, tx, replyMail({ to: thread!.email, orderNo, reply, link, lang }), {
      orderNo,
      kind: 'feedbackReply',
    });
  }

  /**
   * Moves a thread to `status` with a new record, and tells every process once committed; `also`
   * runs in the same transaction.
   */
  async function append(
    orderNo: string,
    status: FeedbackStatus,
    record: { author: 'customer' | 'agent'; agentId?: string; content: string; images: string[] } | undefined,
    expect?: (current: number) => void,
    also?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const [thread] = await tx
        .select({ status: feedbackThreads.status })
        .from(feedbackThreads)
        .where(eq(feedbackThreads.orderNo, orderNo))
        .for('update');
      if (!thread) throw new DomainError(ERROR.FEEDBACK_NOT_FOUND);
      expect?.(thread.status);
      if (record) await tx.insert(feedbackRecords).values({ orderNo, ...record });
      await tx
        .update(feedbackThreads)
        .set({
          status,
          updatedAt: sql`now()`,
          replyCount: record?.author === 'agent' ? sql`${feedbackThreads.replyCount} + 1` : undefined,
          // A thread already waiting keeps its place in the queue.
          waitingSince:
            status === FEEDBACK_STATUS.waiting ? sql`COALESCE(${feedbackThreads.waitingSince}, now())` : null,
        })
        .where(eq(feedbackThreads.orderNo, orderNo));
      const { rows } = await tx.execute<{ customer_id: string }>(
        sql`SELECT customer_id FROM orders WHERE order_no = ${orderNo}`,
      );
      await publish(tx, { kind: 'feedback', orderNo, customerId: rows[0]!.customer_id, status });
      await also?.(tx);
    });
  }

  return {
    async create(
      asker: Asker,
      lang: Lang,
      input: CustomerMessage & { orderNo: string; questionTypeId: string; email: string },
    ): Promise<Feedback> {
      const { customerId } = asker;
      await ownOrder(customerId, input.orderNo);
      if (!input.questionTypeId) throw new DomainError(ERROR.QUESTION_TYPE_REQUIRED);
      if (!isQuestionType(input.questionTypeId)) {
        throw new DomainError(ERROR.FIELD_INVALID, { field: 'questionTypeId' });
      }
      const content = await checkMessage(asker, input);
      await db.transaction(async (tx) => {
        const created = await tx
          .insert(feedbackThreads)
          .values({
            orderNo: input.orderNo,
            questionType: input.questionTypeId,
            email: input.email,
            waitingSince: sql`now()`,
          })
          .onConflictDoNothing()
          .returning({ orderNo: feedbackThreads.orderNo });
        if (created.length === 0) throw new DomainError(ERROR.FEEDBACK_EXISTS);
        await tx
          .insert(feedbackRecords)
          .values({ orderNo: input.orderNo, author: 'customer', content, images: input.images });
        await publish(tx, {
          kind: 'feedback',
          orderNo: input.orderNo,
          customerId,
          status: FEEDBACK_STATUS.waiting,
        });
      });
      return full((await one(lang, input.orderNo))!, lang);
    },

    /** The customer asks again: the thread waits for a reply, whatever its status was. */
    async ask(asker: Asker, lang: Lang, input: CustomerMessage & { orderNo: string }): Promise<Feedback> {
      await ownOrder(asker.customerId, input.orderNo);
      const content = await checkMessage(asker, input);
      await append(input.orderNo, FEEDBACK_STATUS.waiting, {
        author: 'customer',
        content,
        images: input.images,
      });
      return full((await one(lang, input.orderNo))!, lang);
    },

    async byOrder(customerId: string, lang: Lang, orderNo: string): Promise<Feedback | null> {
      await ownOrder(customerId, orderNo);
      const row = await one(lang, orderNo);
      return row ? full(row, lang) : null;
    },

    async list(customerId: string, lang: Lang): Promise<FeedbackSummary[]> {
      const rows = await threads(lang, sql`o.customer_id = ${customerId}`);
      return rows.sort((a, b) => ms(b.updated_at) - ms(a.updated_at)).map((row) => summary(row, lang));
    },

    async queue(
      lang: Lang,
      input: { status?: FeedbackStatus; pageNum: number; pageSize: number },
    ): Promise<FeedbackQueue> {
      const where = input.status === undefined ? sql`true` : sql`t.status = ${input.status}`;
      const rows = await threads(lang, where, {
        limit: input.pageSize,
        offset: (input.pageNum - 1) * input.pageSize,
      });
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(feedbackThreads)
        .where(input.status === undefined ? undefined : eq(feedbackThreads.status, input.status));
      return {
        list: rows.map((row) => ({
          ...summary(row, lang),
          email: row.email,
          customerId: row.customer_id,
          lastMessage: row.last_message ?? '',
        })),
        total: counted?.total ?? 0,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },

    agentView,

    /** An agent's answer: the thread is replied (2) and the answer mailed. -1303 on a closed thread. */
    async reply(
      agentId: string,
      lang: Lang,
      input: { orderNo: string; content: string; images: string[] },
    ): Promise<AgentFeedback> {
      await uploads.ensureAttachable(agentId, input.images);
      await append(
        input.orderNo,
        FEEDBACK_STATUS.replied,
        { author: 'agent', agentId, content: input.content, images: input.images },
        (current) => {
          if (current === FEEDBACK_STATUS.closed) throw new DomainError(ERROR.FEEDBACK_ENDED);
        },
        (tx) => mailReply(tx, input.orderNo, input.content),
      );
      return agentView(lang, input.orderNo);
    },

    async close(lang: Lang, orderNo: string): Promise<AgentFeedback> {
      await append(orderNo, FEEDBACK_STATUS.closed, undefined);
      return agentView(lang, orderNo);
    },
  };
}
