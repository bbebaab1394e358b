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

/** Tells the customer their order was refunded and how much, in their language. */
export function refundMail(order: OrderRow, currency: QuoteCurrency, lang: Lang): MailMessage {
  const t = webTexts('refundMail', lang) as Record<'subject' | 'intro' | 'amount' | 'timing', string>;
  const intro = formatMessage(t.intro, { orderNo: order.orderNo }, lang);
  const subject = formatMessage(t.subject, { orderNo: order.orderNo }, lang);
  const amount = formatMoney(order.payAmount, currency, lang);
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
