import { FALLBACK_LANG, type Lang, type QuestionType } from '@storefront/contracts';

/** The issue types a feedback can be about, in the order the select lists them. */
const QUESTION_TYPES: Record<string, Record<Lang, string>> = {
  notReceived: {
    en: 'Order not received',
    cn: '未收到订单商品',
    tw: '未收到訂單商品',
    ru: 'Заказ не получен',
    id: 'Pesanan belum diterima',
    hi: 'ऑर्डर नहीं मिला',
    ms: 'Pesanan tidak diterima',
    tl: 'Hindi natanggap ang order',
    th: 'ไม่ได้รับสินค้าตามคำสั่งซื้อ',
    vi: 'Chưa nhận được đơn hàng',
    my: 'အော်ဒါ မရရှိပါ',
    pt: 'Pedido não recebido',
  },
  wrongAccount: {
    en: 'Wrong account or player ID',
    cn: '账号或玩家ID填写错误',
    tw: '帳號或玩家ID填寫錯誤',
    ru: 'Неверный аккаунт или ID игрока',
    id: 'Akun atau ID pemain salah',
    hi: 'गलत खाता या प्लेयर आईडी',
    ms: 'Akaun atau ID pemain salah',
    tl: 'Maling account o player ID',
    th: 'บัญชีหรือไอดีผู้เล่นไม่ถูกต้อง',
    vi: 'Sai tài khoản hoặc ID người chơi',
    my: 'အကောင့် သို့မဟုတ် ကစားသမား ID မှားနေသည်',
    pt: 'Conta ou ID de jogador errado',
  },
  codeProblem: {
    en: 'The code does not work',
    cn: '兑换码无法使用',
    tw: '兌換碼無法使用',
    ru: 'Код не работает',
    id: 'Kode tidak berfungsi',
    hi: 'कोड काम नहीं कर रहा',
    ms: 'Kod tidak berfungsi',
    tl: 'Hindi gumagana ang code',
    th: 'รหัสใช้งานไม่ได้',
    vi: 'Mã không sử dụng được',
    my: 'ကုဒ် အလုပ်မလုပ်ပါ',
    pt: 'O código não funciona',
  },
  payment: {
    en: 'Payment problem',
    cn: '支付问题',
    tw: '付款問題',
    ru: 'Проблема с оплатой',
    id: 'Masalah pembayaran',
    hi: 'भुगतान में समस्या',
    ms: 'Masalah pembayaran',
    tl: 'Problema sa pagbabayad',
    th: 'ปัญหาการชำระเงิน',
    vi: 'Vấn đề thanh toán',
    my: 'ငွေပေးချေမှု ပြဿနာ',
    pt: 'Problema no pagamento',
  },
  refund: {
    en: 'Refund',
    cn: '退款',
    tw: '退款',
    ru: 'Возврат средств',
    id: 'Pengembalian dana',
    hi: 'धनवापसी',
    ms: 'Bayaran balik',
    tl: 'Refund',
    th: 'การคืนเงิน',
    vi: 'Hoàn tiền',
    my: 'ငွေပြန်အမ်းခြင်း',
    pt: 'Reembolso',
  },
  other: {
    en: 'Other',
    cn: '其他',
    tw: '其他',
    ru: 'Другое',
    id: 'Lainnya',
    hi: 'अन्य',
    ms: 'Lain-lain',
    tl: 'Iba pa',
    th: 'อื่น ๆ',
    vi: 'Khác',
    my: 'အခြား',
    pt: 'Outro',
  },
};

export function isQuestionType(id: string): boolean {
  return Object.hasOwn(QUESTION_TYPES, id);
}

/** The issue type's text in a language; an id no longer listed shows as itself. */
export function questionTypeText(id: string, lang: Lang): string {
  const texts = QUESTION_TYPES[id];
  return texts ? texts[lang] || texts[FALLBACK_LANG] : id;
}

export function questionTypes(lang: Lang): QuestionType[] {
  return Object.keys(QUESTION_TYPES).map((id) => ({ id, text: questionTypeText(id, lang) }));
}
