import type { Tx } from '../db/client.ts';
import type { JobDefinition, JobSender } from '../jobs.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export const MAIL_QUEUE = 'mail.send';

/**
 * Enqueues a message in the caller's transaction: it is sent only if that transaction commits,
 * and only after it does.
 */
export function enqueueMail(jobs: JobSender, tx: Tx, message: MailMessage): Promise<void> {
  return jobs.send(tx, MAIL_QUEUE, message);
}

export function mailJobs(mailer: Mailer): JobDefinition[] {
  return [
    {
      name: MAIL_QUEUE,
      queue: {
        // A mail server that is down for a while must not lose the mail.
        retryLimit: 8,
        retryDelay: 15,
        retryBackoff: true,
        // A message carries a code or a link: once sent, it is not kept in the queue for long.
        deleteAfterSeconds: 600,
      },
      run: async (log, data) => {
        await mailer.send(data as MailMessage);
        // Only that a message went out: never its address, code or link.
        log.info('mail sent');
      },
    },
  ];
}
