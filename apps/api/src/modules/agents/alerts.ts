import { OWNER_OPERATOR, type Lang, type StaffRole } from '@storefront/contracts';
import type { Tx } from '../../platform/db/client.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail/jobs.ts';
import { mailHtml } from '../../platform/mail/layout.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';
import { staffToMail } from './lookup.ts';

/** A paragraph of an alert, then its links into the console, one a line. */
export interface AlertPart {
  text: string;
  links: { text: string; href: string }[];
}

/** What needs an operator's eye: low stock, stuck orders. Already in the store's language. */
export interface StaffAlert {
  lang: Lang;
  subject: string;
  parts: AlertPart[];
}

function alertMail(to: string, { lang, subject, parts }: StaffAlert) {
  const html = parts
    .map(
      ({ text, links }) =>
        `<p>${escapeHtml(text)}</p>` +
        (links.length === 0
          ? ''
          : `\n<ul>${links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`).join('')}</ul>`),
    )
    .join('\n');
  const text = parts
    .map(({ text, links }) => [text, ...links.map((link) => `${link.text}: ${link.href}`)].join('\n'))
    .join('\n\n');
  return { to, subject, text: `${text}\n`, html: mailHtml({ lang, subject, body: html }) };
}

/**
 * Mails the alert to every enabled operator and owner (or the `roles` given), in the caller's
 * transaction: sent only if that commits, so whoever decides that something is new to tell (a
 * low-stock flag, a stuck order's row) tells it once. In the store's language: staff members' own
 * are not known.
 */
export async function alertOperators(
  tx: Tx,
  jobs: JobSender,
  alert: StaffAlert,
  roles: readonly StaffRole[] = OWNER_OPERATOR,
): Promise<void> {
  for (const { email } of await staffToMail(tx, roles)) {
    await enqueueMail(jobs, tx, alertMail(email, alert));
  }
}
