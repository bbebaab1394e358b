import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Where the store's SMTP (SMTP_URL in scripts/e2e-server.mjs) delivers during a test run. */
export const MAIL_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const MAIL_DIR = path.resolve(__dirname, '../../.data/e2e-mail');

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/**
 * A real SMTP server on localhost that accepts every message (no TLS, no login) and writes each one,
 * parsed, as a JSON file into MAIL_DIR, where e2e/support/mail.ts finds it by recipient.
 */
export async function startMailCatcher(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          count += 1;
          // Written whole, then named: a test reading the folder meanwhile never meets half a mail.
          const file = path.join(MAIL_DIR, `${mail.receivedAt}-${count}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(mail));
          renameSync(`${file}.part`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(MAIL_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
