import type { SentMailKind } from '@storefront/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../ids.ts';
import { sentMail } from '../tables.ts';

/** What a mail is about, for staff: the order and which of its mails it is. */
export interface MailAbout {
  orderNo: string;
  kind: SentMailKind;
}

/** Records a mail about an order in the transaction that queues it; answers the record's id for its job. */
export async function recordMail(tx: Tx, { orderNo, kind }: MailAbout): Promise<string> {
  const id = newId('sml');
  await tx.insert(sentMail).values({ id, about: orderNo, kind });
  return id;
}

/** The mail server took it: a retry of a job that had sent it keeps the first time. */
export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(sentMail)
    .set({ sentAt: new Date() })
    .where(and(eq(sentMail.id, id), isNull(sentMail.sentAt)));
}

/** The mails recorded about an order, oldest first. */
export function mailsAbout(db: Db, orderNo: string) {
  return db
    .select({ kind: sentMail.kind, queuedAt: sentMail.queuedAt, sentAt: sentMail.sentAt })
    .from(sentMail)
    .where(eq(sentMail.about, orderNo))
    .orderBy(asc(sentMail.queuedAt));
}
