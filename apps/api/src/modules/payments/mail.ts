import { type Lang, LANGUAGE_TAG, type QuoteCurrency } from '@storefront/contracts';
import { formatAmount } from '@storefront/contracts/money';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';
import type { OrderRow } from '../orders/index.ts';

interface RefundTexts {
  subject: string;
  intro: string;
  amount: string;
  timing: string;
}

/** `{orderNo}` is the order number. */
export const REFUND_TEXTS: Record<Lang, RefundTexts> = {
  en: {
    subject: 'Order {orderNo} has been refunded',
    intro: 'We could not deliver your order {orderNo}, so we have refunded your payment.',
    amount: 'Amount refunded:',
    timing:
      'The money returns to the way you paid; depending on your bank this can take a few business days.',
  },
  cn: {
    subject: '订单 {orderNo} 已退款',
    intro: '很抱歉，我们无法交付您的订单 {orderNo}，已为您办理退款。',
    amount: '退款金额：',
    timing: '款项将原路退回，视银行处理情况可能需要几个工作日。',
  },
  tw: {
    subject: '訂單 {orderNo} 已退款',
    intro: '很抱歉，我們無法交付您的訂單 {orderNo}，已為您辦理退款。',
    amount: '退款金額：',
    timing: '款項將原路退回，視銀行處理情況可能需要幾個工作天。',
  },
  ru: {
    subject: 'Деньги за заказ {orderNo} возвращены',
    intro: 'Мы не смогли выполнить ваш заказ {orderNo} и вернули оплату.',
    amount: 'Сумма возврата:',
    timing:
      'Деньги вернутся тем же способом, которым вы платили; в зависимости от банка это может занять несколько рабочих дней.',
  },
  id: {
    subject: 'Pesanan {orderNo} telah dikembalikan dananya',
    intro: 'Kami tidak dapat mengirimkan pesanan {orderNo} Anda, jadi pembayaran Anda telah kami kembalikan.',
    amount: 'Jumlah yang dikembalikan:',
    timing:
      'Dana kembali ke metode pembayaran Anda; tergantung bank Anda, ini dapat memakan waktu beberapa hari kerja.',
  },
  hi: {
    subject: 'ऑर्डर {orderNo} का पैसा वापस कर दिया गया है',
    intro: 'हम आपका ऑर्डर {orderNo} पूरा नहीं कर सके, इसलिए हमने आपका भुगतान वापस कर दिया है।',
    amount: 'वापस की गई राशि:',
    timing: 'पैसा उसी तरीके से लौटेगा जिससे आपने भुगतान किया था; आपके बैंक के अनुसार इसमें कुछ कार्यदिवस लग सकते हैं।',
  },
  ms: {
    subject: 'Pesanan {orderNo} telah dibayar balik',
    intro: 'Kami tidak dapat menghantar pesanan {orderNo} anda, jadi bayaran anda telah dipulangkan.',
    amount: 'Jumlah bayaran balik:',
    timing:
      'Wang akan dipulangkan melalui kaedah pembayaran anda; bergantung pada bank anda, ini mungkin mengambil beberapa hari bekerja.',
  },
  tl: {
    subject: 'Na-refund na ang order {orderNo}',
    intro: 'Hindi namin naihatid ang iyong order {orderNo}, kaya ibinalik namin ang iyong bayad.',
    amount: 'Halagang na-refund:',
    timing:
      'Babalik ang pera sa paraang ginamit mo sa pagbayad; depende sa iyong bangko, maaari itong tumagal nang ilang araw ng trabaho.',
  },
  th: {
    subject: 'คืนเงินคำสั่งซื้อ {orderNo} แล้ว',
    intro: 'เราไม่สามารถจัดส่งคำสั่งซื้อ {orderNo} ของคุณได้ จึงได้คืนเงินที่คุณชำระแล้ว',
    amount: 'จำนวนเงินที่คืน:',
    timing: 'เงินจะคืนกลับไปยังช่องทางที่คุณชำระ ซึ่งอาจใช้เวลาสองสามวันทำการ ขึ้นอยู่กับธนาคารของคุณ',
  },
  vi: {
    subject: 'Đơn hàng {orderNo} đã được hoàn tiền',
    intro: 'Chúng tôi không thể giao đơn hàng {orderNo} của bạn nên đã hoàn lại khoản thanh toán.',
    amount: 'Số tiền hoàn lại:',
    timing:
      'Tiền sẽ được trả về phương thức bạn đã thanh toán; tùy ngân hàng, việc này có thể mất vài ngày làm việc.',
  },
  my: {
    subject: 'မှာယူမှု {orderNo} အတွက် ငွေပြန်အမ်းပြီးပါပြီ',
    intro: 'သင်၏ မှာယူမှု {orderNo} ကို ပေးပို့နိုင်ခြင်း မရှိသဖြင့် သင်ပေးချေထားသော ငွေကို ပြန်အမ်းပြီးပါပြီ။',
    amount: 'ပြန်အမ်းငွေ ပမာဏ -',
    timing: 'ငွေသည် သင်ပေးချေခဲ့သည့် နည်းလမ်းသို့ ပြန်ရောက်မည်ဖြစ်ပြီး သင့်ဘဏ်ပေါ်မူတည်၍ အလုပ်ရက် အနည်းငယ် ကြာနိုင်ပါသည်။',
  },
  pt: {
    subject: 'O pedido {orderNo} foi reembolsado',
    intro: 'Não conseguimos entregar o seu pedido {orderNo}, por isso reembolsamos o seu pagamento.',
    amount: 'Valor reembolsado:',
    timing:
      'O dinheiro volta para o meio de pagamento que usou; conforme o seu banco, isso pode levar alguns dias úteis.',
  },
};

/** An amount for a mail: ₽1,500.50 rather than RUB 1,500.50, the sign customers know. */
export function formatMoney(amount: number, currency: QuoteCurrency, lang: Lang): string {
  return formatAmount(amount, currency, LANGUAGE_TAG[lang], 'narrowSymbol');
}

/** Tells the customer their order was refunded and how much, in their language. */
export function refundMail(order: OrderRow, currency: QuoteCurrency, lang: Lang): MailMessage {
  const t = REFUND_TEXTS[lang];
  const fill = (text: string) => text.replaceAll('{orderNo}', order.orderNo);
  const amount = formatMoney(order.payAmount, currency, lang);
  const subject = fill(t.subject);
  return {
    to: order.email!,
    subject,
    text: `${fill(t.intro)}\n\n${t.amount} ${amount}\n\n${t.timing}\n`,
    html: `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;padding:16px">
<p>${escapeHtml(fill(t.intro))}</p>
<p><strong>${escapeHtml(t.amount)} ${escapeHtml(amount)}</strong></p>
<p>${escapeHtml(t.timing)}</p>
</body></html>`,
  };
}
