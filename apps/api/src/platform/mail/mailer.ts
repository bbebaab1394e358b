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

/** MAIL_FROM's address (`Name <address>` or the bare address), under `name`. */
export function senderAs(from: string, name: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return name ? `"${name.replace(/["\\]/g, '')}" <${address}>` : from;
}

/**
 * SMTP (nodemailer) when SMTP_URL is set; else the mail_outbox table, read by the developer. Mail is
 * sent from MAIL_FROM's address under the store's name (its settings), so customers read one name.
 */
export function createMailer({
  db,
  smtpUrl,
  from,
  storeName,
}: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  storeName: () => Promise<string>;
}): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: senderAs(from, await storeName()), ...message });
      },
    };
  }
  return {
    async send(message) {
      await db.insert(mailOutbox).values({ id: newId('mail'), ...message });
    },
  };
}
