import type { Lang } from '@storefront/contracts';
import { webText } from '../../platform/i18n/web-messages.ts';
import { mailHtml } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';

/** The low-stock alert to an operator or owner (`consoleStock.mail*` texts). */
export function lowStockMail(
  to: string,
  lang: Lang,
  link: string,
  values: { product: string; sku: string; free: number; threshold: number },
): MailMessage {
  const text = (name: string) => webText(`consoleStock.${name}`, lang, values) ?? name;
  const subject = text('mailSubject');
  const intro = text('mailIntro');
  const action = text('mailAction');
  const body = `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`;
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n`,
    html: mailHtml({ lang, subject, body }),
  };
}
