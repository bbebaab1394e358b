import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { newId } from '../ids.ts';
import { mailOutbox } from '../tables.ts';

/** One e-mail, already rendered in its reader's language, with a plain-text and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP (nodemailer) when SMTP_URL is set; else the mail_outbox table, read by the developer. */
export function createMailer({
  db,
  smtpUrl,
  from,
}: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await db.insert(mailOutbox).values({ id: newId('mail'), ...message });
    },
  };
}
