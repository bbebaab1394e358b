import { type Lang, LANGUAGE_TAG, type QuoteCurrency } from '@storefront/contracts';
import { formatMessage } from '@storefront/contracts/message-format';
import { formatAmount } from '@storefront/contracts/money';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { webTexts } from '../../platform/i18n/web-messages.ts';
import { mailHtml } from '../../platform/mail/layout.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';
import type { OrderRow } from '../orders/index.ts';

/** An amount for a mail: ₽1,500.50 rather than RUB 1,500.50, the sign customers know. */
export function formatMoney(amount: number, currency: QuoteCurrency, lang: Lang): string {
  return formatAmount(amount, currency, LANGUAGE_TAG[lang], 'narrowSymbol');
}

type RefundMailText =
  'subject' | 'intro' | 'amount' | 'timing' | 'introFull' | 'subjectPartial' | 'introPartial';

/**
 * Tells the customer their order was refunded and how much, in their language: an order the store
 * could not deliver (`undelivered`), or a refund staff made of all that was left or of a part.
 */
export function refundMail(
  order: OrderRow,
  currency: QuoteCurrency,
  lang: Lang,
  {
    amount: refunded = order.payAmount,
    scope = 'undelivered',
  }: {
    amount?: number;
    scope?: 'undelivered' | 'full' | 'partial';
  } = {},
): MailMessage {
  const t = webTexts('refundMail', lang) as Record<RefundMailText, string>;
  const texts = {
    undelivered: [t.subject, t.intro],
    full: [t.subject, t.introFull],
    partial: [t.subjectPartial, t.introPartial],
  }[scope];
  const subject = formatMessage(texts[0]!, { orderNo: order.orderNo }, lang);
  const intro = formatMessage(texts[1]!, { orderNo: order.orderNo }, lang);
  const amount = formatMoney(refunded, currency, lang);
  return {
    to: order.email!,
    subject,
    text: `${intro}\n\n${t.amount} ${amount}\n\n${t.timing}\n`,
    html: mailHtml({
      lang,
      subject,
      body: `<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(t.amount)} ${escapeHtml(amount)}</strong></p>
<p>${escapeHtml(t.timing)}</p>`,
    }),
  };
}
