import type { ExportData } from '@storefront/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orders } from '../orders/tables.ts';
import { claimsExport } from './claims.ts';
import { chatConversations, chatMessages, claims, feedbackRecords, feedbackThreads } from './tables.ts';

/** The customer's feedback threads (with agents' replies) and chat, as their data export gives them. */
export async function supportExport(
  db: Db,
  customerId: string,
): Promise<Pick<ExportData, 'feedback' | 'chat' | 'claims'>> {
  const threads = await db
    .select({ thread: feedbackThreads })
    .from(feedbackThreads)
    .innerJoin(orders, eq(orders.orderNo, feedbackThreads.orderNo))
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(feedbackThreads.createdAt));
  const orderNos = threads.map(({ thread }) => thread.orderNo);
  const records =
    orderNos.length === 0
      ? []
      : await db
          .select()
          .from(feedbackRecords)
          .where(inArray(feedbackRecords.orderNo, orderNos))
          .orderBy(asc(feedbackRecords.id));
  const chat = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, customerId))
    .orderBy(asc(chatMessages.id));
  const ownOrders = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return {
    claims: await claimsExport(
      db,
      ownOrders.map((order) => order.orderNo),
    ),
    feedback: threads.map(({ thread }) => ({
      orderNo: thread.orderNo,
      questionType: thread.questionType,
      email: thread.email,
      createdAt: thread.createdAt.getTime(),
      messages: records
        .filter((record) => record.orderNo === thread.orderNo)
        .map((record) => ({
          author: record.author,
          content: record.content,
          images: record.images,
          createdAt: record.createdAt.getTime(),
        })),
    })),
    chat: chat.map((message) => ({
      sender: message.sender,
      text: message.text,
      imageKey: message.imageKey,
      createdAt: message.createdAt.getTime(),
    })),
  };
}

/**
 * A deleted account's conversations with support, and its claims, go whole, the agents' side too: what the customer
 * wrote is theirs, and a reply read without its question would still tell of them. `orderNos`: the
 * account's orders (a thread is keyed by its order).
 */
export async function forgetCustomerSupport(tx: Tx, customerId: string, orderNos: readonly string[]) {
  if (orderNos.length > 0) {
    await tx.delete(feedbackThreads).where(inArray(feedbackThreads.orderNo, [...orderNos]));
    // A claim is the customer's own account of what went wrong; the order keeps its refund, if any.
    await tx.delete(claims).where(inArray(claims.orderNo, [...orderNos]));
  }
  await tx.delete(chatConversations).where(eq(chatConversations.id, customerId));
}
