import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { defineJob, jobQueue, type JobDefinition, type JobSender } from '../jobs.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export const MAIL_QUEUE = jobQueue(
  'mail.send',
  z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
);

/**
 * Enqueues a message in the caller's transaction: it is sent only if that transaction commits,
 * and only after it does.
 */
export function enqueueMail(jobs: JobSender, tx: Tx, message: MailMessage): Promise<void> {
  return jobs.send(tx, MAIL_QUEUE, message);
}

export function mailJobs(mailer: Mailer): JobDefinition[] {
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
      run: async (log, message) => {
        await mailer.send(message);
        // Only that a message went out: never its address, code or link.
        log.info('mail sent');
      },
    }),
  ];
}
