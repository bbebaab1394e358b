import type { ClaimState, Lang } from '@storefront/contracts';
import { formatMessage } from '@storefront/contracts/message-format';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
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

/** Makes a new e-mailed link that opens the order in any browser (orders' links), for a guest. */
export type OrderLinkMaker = (orderNo: string, lang: Lang) => Promise<{ url: string; days: number }>;

/**
 * Where a notice about an order goes, for feedback replies and claims alike: its receipt address and
 * customer, in the order's language (its receipt's), with the way back to the order: a guest has it
 * only in the browser it bought in, so its link opens the order anywhere; an account's opens the
 * order page, where its owner signs in.
 */
export async function orderNoticeTarget(
  tx: Tx | Db,
  orderNo: string,
  deps: { publicUrl: string; orderLink: OrderLinkMaker; langOf: (lang: string) => Lang },
): Promise<{ email: string | null; lang: Lang; link: ThreadLink }> {
  const { rows } = await tx.execute<{ email: string | null; lang: string; kind: 'guest' | 'registered' }>(sql`
    SELECT o.email, o.lang, c.kind FROM orders o
    JOIN customers c ON c.id = o.customer_id
    WHERE o.order_no = ${orderNo}`);
  const { email, lang: orderLang, kind } = rows[0]!;
  const lang = deps.langOf(orderLang);
  const link: ThreadLink =
    kind === 'registered'
      ? { url: `${deps.publicUrl}/${lang}/orderDetail?${new URLSearchParams({ orderNo })}` }
      : await deps.orderLink(orderNo, lang);
  return { email, lang, link };
}

/** A notice about an order: an introduction, an optional quoted text, and the way back to the order. */
function orderNotice(input: {
  to: string;
  subject: string;
  intro: string;
  quote?: string;
  open: string;
  link: ThreadLink;
  linkNote: string;
  lang: Lang;
}): MailMessage {
  const { to, subject, intro, quote, open, link, lang } = input;
  const note = link.days === undefined ? undefined : formatMessage(input.linkNote, { days: link.days }, lang);
  const quoted =
    quote === undefined
      ? ''
      : `<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #ccc">${escapeHtml(quote).replaceAll('\n', '<br>')}</blockquote>\n`;
  return {
    to,
    subject,
    text: [
      intro,
      '',
      ...(quote === undefined ? [] : [quote, '']),
      open,
      link.url,
      ...(note ? ['', note] : []),
      '',
    ].join('\n'),
    html: mailHtml({
      lang,
      subject,
      body: `<p>${escapeHtml(intro)}</p>
${quoted}<p>${escapeHtml(open)}<br><a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`,
      footnote: note,
    }),
  };
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
  return orderNotice({
    to,
    subject: formatMessage(t.subject, { orderNo }, lang),
    intro: formatMessage(t.intro, { orderNo }, lang),
    quote: reply,
    open: t.open,
    link,
    linkNote: t.linkNote,
    lang,
  });
}

type ClaimText = `subject_${ClaimState}` | `intro_${ClaimState}` | 'reason' | 'open' | 'linkNote';

/**
 * Tells the customer their claim moved (received, checking, replaced, refunded, declined), in the
 * order's language; a declined claim quotes the agent's reason. Never a code: the order page shows it.
 */
export function claimMail(input: {
  to: string;
  orderNo: string;
  state: ClaimState;
  reason?: string;
  link: ThreadLink;
  lang: Lang;
}): MailMessage {
  const { to, orderNo, state, reason, link, lang } = input;
  const t = webTexts('claimMail', lang) as Record<ClaimText, string>;
  const intro = formatMessage(t[`intro_${state}`], { orderNo }, lang);
  return orderNotice({
    to,
    subject: formatMessage(t[`subject_${state}`], { orderNo }, lang),
    intro: reason === undefined ? intro : `${intro} ${t.reason}`,
    quote: reason,
    open: t.open,
    link,
    linkNote: t.linkNote,
    lang,
  });
}
