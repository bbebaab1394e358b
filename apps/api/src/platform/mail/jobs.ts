import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { defineJob, jobQueue, type JobDefinition, type JobSender } from '../jobs.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { markMailSent, recordMail, type MailAbout } from './sent.ts';

export const MAIL_QUEUE = jobQueue(
  'mail.send',
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    /** The sent_mail record of a mail about an order, marked sent once the mail server took it. */
    sentMailId: z.string().optional(),
  }),
);

/**
 * Enqueues a message in the caller's transaction: it is sent only if that transaction commits,
 * and only after it does. A mail `about` an order is recorded for its timeline in the same transaction.
 */
export async function enqueueMail(
  jobs: JobSender,
  tx: Tx,
  message: MailMessage,
  about?: MailAbout,
): Promise<void> {
  const sentMailId = about ? await recordMail(tx, about) : undefined;
  await jobs.send(tx, MAIL_QUEUE, { ...message, sentMailId });
}

export function mailJobs(mailer: Mailer, db: Db): JobDefinition[] {
  return [
    defineJob({
      queue: MAIL_QUEUE,
      policy: {
        // A mail server that is down for a while must not lose the mail.
        retryLimit: 8,
        retryDelay: 15,
        retryBackoff: true,
        // A message carries a code or a link: once sent, it is not kept in the queue for long.
        deleteAfterSeconds: 600,
      },
      run: async (log, { sentMailId, ...message }) => {
        await mailer.send(message);
        if (sentMailId) await markMailSent(db, sentMailId);
        // Only that a message went out: never its address, code or link.
        log.info('mail sent');
      },
    }),
  ];
}
