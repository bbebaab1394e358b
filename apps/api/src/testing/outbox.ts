import { and, desc, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OutboxMessage } from '../platform/mail/outbox.ts';
import { mailOutbox } from '../platform/tables.ts';
import type { TestApp } from './app.ts';

const CODE = /^(\d{6})$/m;
const LINK = /[?&]token=([A-Za-z0-9_-]{43})/;

export const isCodeMail = (message: OutboxMessage) => CODE.test(message.text);
export const isLinkMail = (message: OutboxMessage) => LINK.test(message.text);
export const codeIn = (message: OutboxMessage): string => CODE.exec(message.text)![1]!;
export const tokenIn = (message: OutboxMessage): string => LINK.exec(message.text)![1]!;

export async function outboxOf(t: TestApp, to: string, since = new Date(0)): Promise<OutboxMessage[]> {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), gt(mailOutbox.createdAt, since)))
    .orderBy(desc(mailOutbox.createdAt));
}

/**
 * The newest message to `to` of the kind asked for (a code or a link), waiting for the mail job,
 * which runs after the commit. `count` such messages must have arrived in all.
 */
export async function mailTo(
  t: TestApp,
  to: string,
  kind: (message: OutboxMessage) => boolean = () => true,
  count = 1,
): Promise<OutboxMessage> {
  let found: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await outboxOf(t, to)).filter(kind);
        return found.length;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[0]!;
}
