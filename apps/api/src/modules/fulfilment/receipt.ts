import { FALLBACK_LANG, isLang, type Lang } from '@storefront/contracts';
import { formatMessage } from '@storefront/contracts/message-format';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { recordMail } from '../../platform/mail/sent.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';
import { products, productTexts, skus } from '../catalog/tables.ts';
import { customers } from '../auth/tables.ts';
import { orders } from '../orders/tables.ts';
import { formatMoney } from '../payments/index.ts';
import { currencies } from '../system/tables.ts';
import { webTexts } from '../../platform/i18n/web-messages.ts';
import { mailHtml } from '../../platform/mail/layout.ts';
import { RECEIPT_QUEUE } from './queues.ts';
import type { FulfilmentService } from './service.ts';

type ReceiptText =
  | 'subject'
  | 'intro'
  | 'orderNo'
  | 'product'
  | 'paid'
  | 'codes'
  | 'codesPrivate'
  | 'credited'
  | 'friendRequest'
  | 'myOrders'
  | 'openOrder';

/** Queues the order's receipt in the caller's transaction, recorded for the order's timeline. */
export async function queueReceipt(jobs: JobSender, tx: Tx, orderNo: string): Promise<void> {
  const sentMailId = await recordMail(tx, { orderNo, kind: 'receipt' });
  await jobs.send(tx, RECEIPT_QUEUE, { orderNo, sentMailId });
}

/**
 * The receipt of a completed order, in the order's language; undefined when there is no address
 * to send it to. Built when sent, so the codes are never stored in the mail queue. A guest's receipt
 * carries a link that opens the order in any browser (a guest has no My Orders elsewhere).
 */
export async function receiptOf(
  db: Db,
  fulfilment: Pick<FulfilmentService, 'codesOf' | 'deliveryInfo'>,
  orderNo: string,
  orderLink: (orderNo: string, lang: Lang) => Promise<{ url: string; days: number }>,
): Promise<MailMessage | undefined> {
  const [order] = await db
    .select({
      email: orders.email,
      status: orders.status,
      lang: orders.lang,
      productSlug: orders.productSlug,
      kind: products.kind,
      quantity: orders.quantity,
      playerId: orders.playerId,
      payAmount: orders.payAmount,
      currency: orders.currencyCode,
      minorUnits: currencies.minorUnits,
      symbol: currencies.symbol,
      faceValue: skus.faceValue,
      ownerKind: customers.kind,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(products, eq(products.slug, orders.productSlug))
    .innerJoin(skus, eq(skus.id, orders.skuId))
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(eq(orders.orderNo, orderNo));
  if (!order?.email || order.status !== 'completed') return undefined;
  const lang: Lang = isLang(order.lang) ? order.lang : FALLBACK_LANG;
  const t = webTexts('receiptMail', lang) as Record<ReceiptText, string>;
  const [names] = await db
    .select({ name: productTexts.name, unit: productTexts.unit })
    .from(productTexts)
    .where(and(eq(productTexts.productSlug, order.productSlug), eq(productTexts.lang, lang)));
  const product = `${names?.name ?? order.productSlug} · ${order.faceValue} ${names?.unit ?? ''}`.trim();
  const item = order.quantity > 1 ? `${product} × ${order.quantity}` : product;
  const codes = await fulfilment.codesOf(orderNo);
  const info = await fulfilment.deliveryInfo(orderNo);

  const lines: string[] = [];
  if (codes.length > 0) lines.push(`${t.codes}:`, ...codes, t.codesPrivate);
  else if (info.senderName) lines.push(formatMessage(t.friendRequest, { sender: info.senderName }, lang));
  else if (order.playerId) lines.push(formatMessage(t.credited, { playerId: order.playerId }, lang));

  const subject = formatMessage(t.subject, { orderNo }, lang);
  const link = order.ownerKind === 'registered' ? undefined : await orderLink(orderNo, lang);
  const wayBack = link ? formatMessage(t.openOrder, { ...link }, lang) : t.myOrders;
  const linkHtml = link
    ? `<p>${escapeHtml(wayBack).replace(escapeHtml(link.url), `<a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a>`)}</p>`
    : '';
  const facts: [string, string][] = [
    [t.orderNo, orderNo],
    [t.product, item],
    [
      t.paid,
      formatMoney(
        order.payAmount,
        { code: order.currency, minorUnits: order.minorUnits, symbol: order.symbol },
        lang,
      ),
    ],
  ];
  const codeBlock =
    codes.length > 0
      ? `<p>${escapeHtml(t.codes)}:</p>
<ul style="font-family:monospace;font-size:18px">${codes.map((code) => `<li>${escapeHtml(code)}</li>`).join('')}</ul>
<p style="color:#a15c00">${escapeHtml(t.codesPrivate)}</p>`
      : lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = mailHtml({
    lang,
    subject,
    body: `<p>${escapeHtml(t.intro)}</p>
<table>${facts.map(([label, value]) => `<tr><td style="color:#777;padding-right:12px">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${codeBlock}${linkHtml}`,
    footnote: link ? undefined : wayBack,
  });
  const text = [
    t.intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...lines,
    '',
    wayBack,
    '',
  ];
  return { to: order.email, subject, text: text.join('\n'), html };
}
