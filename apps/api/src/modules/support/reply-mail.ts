import type { Lang } from '@storefront/contracts';
import { formatMessage } from '@storefront/contracts/message-format';
import { webTexts } from '../../platform/i18n/web-messages.ts';
import { mailHtml } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';

type ReplyText = 'subject' | 'intro' | 'open' | 'linkNote';

/** The way back to the thread: the order's page, or for a guest a link that opens it anywhere. */
export interface ThreadLink {
  url: string;
  /** Set for a single-use link: how many days it opens the order. */
  days?: number;
}

/**
 * Tells the customer an agent answered their feedback, in their language. It quotes the answer:
 * the thread is the customer's own, and an answer is read sooner in the mailbox than on a page.
 */
export function replyMail(input: {
  to: string;
  orderNo: string;
  reply: string;
  link: ThreadLink;
  lang: Lang;
}): MailMessage {
  const { to, orderNo, reply, link, lang } = input;
  const t = webTexts('feedbackReplyMail', lang) as Record<ReplyText, string>;
  const subject = formatMessage(t.subject, { orderNo }, lang);
  const intro = formatMessage(t.intro, { orderNo }, lang);
  const note = link.days === undefined ? undefined : formatMessage(t.linkNote, { days: link.days }, lang);
  const quoted = escapeHtml(reply).replaceAll('\n', '<br>');
  return {
    to,
    subject,
    text: [intro, '', reply, '', t.open, link.url, ...(note ? ['', note] : []), ''].join('\n'),
    html: mailHtml({
      lang,
      subject,
      body: `<p>${escapeHtml(intro)}</p>
<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #ccc">${quoted}</blockquote>
<p>${escapeHtml(t.open)}<br><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`,
      footnote: note,
    }),
  };
}
