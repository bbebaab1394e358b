import { FALLBACK_LANG, isLang, type Lang } from '@storefront/contracts';
import { formatMessage } from '@storefront/contracts/message-format';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';
import { products, productTexts, skus } from '../catalog/tables.ts';
import { orders } from '../orders/tables.ts';
import { formatMoney } from '../payments/index.ts';
import { currencies } from '../system/tables.ts';
import { RECEIPT_TEXTS } from './receipt-texts.ts';
import type { FulfilmentService } from './service.ts';

/**
 * The receipt of a completed order, in the order's language; undefined when there is no address
 * to send it to. Built when sent, so the codes are never stored in the mail queue.
 */
export async function receiptOf(
  db: Db,
  fulfilment: Pick<FulfilmentService, 'codesOf' | 'deliveryInfo'>,
  orderNo: string,
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
    })
    .from(orders)
    .innerJoin(products, eq(products.slug, orders.productSlug))
    .innerJoin(skus, eq(skus.id, orders.skuId))
    .innerJoin(currencies, eq(currencies.code, orders.currencyCode))
    .where(eq(orders.orderNo, orderNo));
  if (!order?.email || order.status !== 'completed') return undefined;
  const lang: Lang = isLang(order.lang) ? order.lang : FALLBACK_LANG;
  const t = RECEIPT_TEXTS[lang];
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
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;padding:16px">
<p>${escapeHtml(t.intro)}</p>
<table>${facts.map(([label, value]) => `<tr><td style="color:#777;padding-right:12px">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
${codeBlock}
<p style="color:#777;font-size:13px">${escapeHtml(t.myOrders)}</p>
</body></html>`;
  const text = [
    t.intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...lines,
    '',
    t.myOrders,
    '',
  ];
  return { to: order.email, subject, text: text.join('\n'), html };
}
