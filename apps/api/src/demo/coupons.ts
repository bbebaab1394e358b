import type { Lang } from '@storefront/contracts';
import type { Tx } from '../platform/db/client.ts';
import { TEMPLATE } from '../modules/coupons/index.ts';
import { DEMO_RATES } from './catalog-products.ts';
import { DEMO_CURRENCIES } from './regions.ts';
import { couponActivities, couponTemplateAmounts, couponTemplates } from '../modules/coupons/tables.ts';

/** The demo coupon activity, announced by the Starfall Crystal Week promotion. */
export const DEMO_ACTIVITY = 'starfall-crystal-week';
const CRYSTAL_WEEK_TEMPLATE = 'starfall-crystal-week';

type Texts = Record<Lang, string>;

const NAMES: Record<string, Texts> = {
  [TEMPLATE.newUser]: {
    en: 'New customer coupon',
    cn: '新用户优惠券',
    tw: '新用戶優惠券',
    ru: 'Купон нового покупателя',
    id: 'Kupon pelanggan baru',
    hi: 'नए ग्राहक का कूपन',
    ms: 'Kupon pelanggan baharu',
    tl: 'Kupon ng bagong customer',
    th: 'คูปองลูกค้าใหม่',
    vi: 'Phiếu giảm giá khách hàng mới',
    my: 'ဖောက်သည်အသစ် ကူပွန်',
    pt: 'Cupom de novo cliente',
  },
  [TEMPLATE.invite]: {
    en: "A friend's invitation coupon",
    cn: '好友邀请优惠券',
    tw: '好友邀請優惠券',
    ru: 'Купон по приглашению друга',
    id: 'Kupon undangan teman',
    hi: 'मित्र के निमंत्रण का कूपन',
    ms: 'Kupon jemputan rakan',
    tl: 'Kupon mula sa imbitasyon ng kaibigan',
    th: 'คูปองจากคำเชิญของเพื่อน',
    vi: 'Phiếu giảm giá từ lời mời của bạn bè',
    my: 'သူငယ်ချင်း ဖိတ်ခေါ်မှု ကူပွန်',
    pt: 'Cupom de convite de um amigo',
  },
  [TEMPLATE.referral]: {
    en: 'Referral reward coupon',
    cn: '推荐奖励优惠券',
    tw: '推薦獎勵優惠券',
    ru: 'Купон-награда за приглашение',
    id: 'Kupon hadiah referensi',
    hi: 'रेफ़रल इनाम कूपन',
    ms: 'Kupon ganjaran rujukan',
    tl: 'Kupon na gantimpala sa pag-refer',
    th: 'คูปองรางวัลแนะนำเพื่อน',
    vi: 'Phiếu thưởng giới thiệu',
    my: 'မိတ်ဆက်ပေးမှု ဆုလာဘ် ကူပွန်',
    pt: 'Cupom de recompensa por indicação',
  },
  [CRYSTAL_WEEK_TEMPLATE]: {
    en: 'Starfall Crystal Week: 15% off',
    cn: '星陨水晶周：85折',
    tw: '星隕水晶週：85折',
    ru: 'Неделя кристаллов Звездопада: скидка 15%',
    id: 'Pekan Kristal Starfall: diskon 15%',
    hi: 'स्टारफ़ॉल क्रिस्टल वीक: 15% की छूट',
    ms: 'Minggu Kristal Starfall: diskaun 15%',
    tl: 'Starfall Crystal Week: 15% diskwento',
    th: 'สัปดาห์คริสตัล Starfall: ลด 15%',
    vi: 'Tuần lễ Pha lê Starfall: giảm 15%',
    my: 'Starfall ခရစ္စတယ်ရက်သတ္တပတ်: 15% လျှော့',
    pt: 'Semana dos Cristais Starfall: 15% de desconto',
  },
};

const ACTIVITY_TITLES: Texts = {
  en: 'Starfall Crystal Week coupon',
  cn: '星陨水晶周优惠券',
  tw: '星隕水晶週優惠券',
  ru: 'Купон недели кристаллов Звездопада',
  id: 'Kupon Pekan Kristal Starfall',
  hi: 'स्टारफ़ॉल क्रिस्टल वीक कूपन',
  ms: 'Kupon Minggu Kristal Starfall',
  tl: 'Kupon ng Starfall Crystal Week',
  th: 'คูปองสัปดาห์คริสตัล Starfall',
  vi: 'Phiếu giảm giá Tuần lễ Pha lê Starfall',
  my: 'Starfall ခရစ္စတယ်ရက်သတ္တပတ် ကူပွန်',
  pt: 'Cupom da Semana dos Cristais Starfall',
};

const ACTIVITY_DESCRIPTIONS: Texts = {
  en: 'Claim a coupon for 15% off Starfall Legends crystals. One per customer; use it within 14 days.',
  cn: '领取星陨传说水晶85折优惠券。每位用户限领一张，领取后14天内有效。',
  tw: '領取星隕傳說水晶85折優惠券。每位用戶限領一張，領取後14天內有效。',
  ru: 'Получите купон со скидкой 15% на кристаллы «Легенд Звездопада». Один на покупателя, действует 14 дней.',
  id: 'Klaim kupon diskon 15% untuk kristal Starfall Legends. Satu per pelanggan; gunakan dalam 14 hari.',
  hi: 'Starfall Legends क्रिस्टल पर 15% छूट का कूपन लें। हर ग्राहक के लिए एक; 14 दिनों के भीतर इस्तेमाल करें।',
  ms: 'Tuntut kupon diskaun 15% untuk kristal Starfall Legends. Satu bagi setiap pelanggan; guna dalam 14 hari.',
  tl: 'Kunin ang kupon na may 15% diskwento sa crystals ng Starfall Legends. Isa bawat customer; gamitin sa loob ng 14 na araw.',
  th: 'รับคูปองลด 15% สำหรับคริสตัล Starfall Legends หนึ่งใบต่อลูกค้า ใช้ได้ภายใน 14 วัน',
  vi: 'Nhận phiếu giảm 15% cho pha lê Starfall Legends. Mỗi khách một phiếu; dùng trong vòng 14 ngày.',
  my: 'Starfall Legends ခရစ္စတယ်များအတွက် 15% လျှော့ ကူပွန် ရယူပါ။ ဖောက်သည်တစ်ဦးလျှင် တစ်ခု၊ ရက် 14 အတွင်း သုံးပါ။',
  pt: 'Resgate um cupom de 15% de desconto em cristais de Starfall Legends. Um por cliente; use em até 14 dias.',
};

/**
 * An amount of about `usCents` in a currency's minor units, rounded to two significant digits of
 * the major unit so that a coupon reads "₽90", not "₽92.50".
 */
function local(usCents: number, currency: (typeof DEMO_CURRENCIES)[number]): number {
  const major = (usCents / 100) * Number(DEMO_RATES[currency.code]);
  const step = 10 ** Math.max(Math.floor(Math.log10(major)) - 1, 0);
  return Math.round(major / step) * step * 10 ** currency.minorUnits;
}

/** Each template's terms in US cents, converted to every demo currency. */
const AMOUNTS: Record<string, { amountOff?: number; maxDiscount?: number; minSpend: number }> = {
  [TEMPLATE.newUser]: { maxDiscount: 300, minSpend: 200 },
  [TEMPLATE.invite]: { amountOff: 100, minSpend: 400 },
  [TEMPLATE.referral]: { amountOff: 200, minSpend: 800 },
  [CRYSTAL_WEEK_TEMPLATE]: { maxDiscount: 500, minSpend: 100 },
};

/**
 * The programme's templates with demo terms, and the demo activity. Issued coupons keep the terms
 * they were issued with.
 */
export async function loadCouponDemoData(tx: Tx): Promise<void> {
  const everything = { scope: 'all' as const, scopeValue: null };
  await tx
    .insert(couponTemplates)
    .values([
      {
        ...everything,
        id: TEMPLATE.newUser,
        kind: 'newUser',
        names: NAMES[TEMPLATE.newUser]!,
        discountType: 'percent',
        percentOff: 10,
        validDays: 30,
      },
      {
        ...everything,
        id: TEMPLATE.invite,
        kind: 'invite',
        names: NAMES[TEMPLATE.invite]!,
        discountType: 'fixed',
        validDays: 30,
      },
      {
        ...everything,
        id: TEMPLATE.referral,
        kind: 'referral',
        names: NAMES[TEMPLATE.referral]!,
        discountType: 'fixed',
        validDays: 60,
      },
      {
        id: CRYSTAL_WEEK_TEMPLATE,
        kind: 'campaign',
        names: NAMES[CRYSTAL_WEEK_TEMPLATE]!,
        discountType: 'percent',
        percentOff: 15,
        scope: 'game',
        scopeValue: 'starfall-legends',
        validDays: 14,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(couponTemplateAmounts)
    .values(
      Object.entries(AMOUNTS).flatMap(([templateId, terms]) =>
        DEMO_CURRENCIES.map((currency) => ({
          templateId,
          currencyCode: currency.code,
          amountOff: terms.amountOff === undefined ? null : local(terms.amountOff, currency),
          maxDiscount: terms.maxDiscount === undefined ? null : local(terms.maxDiscount, currency),
          minSpend: local(terms.minSpend, currency),
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(couponActivities)
    .values({
      id: DEMO_ACTIVITY,
      templateId: CRYSTAL_WEEK_TEMPLATE,
      titles: ACTIVITY_TITLES,
      descriptions: ACTIVITY_DESCRIPTIONS,
      startsAt: new Date('2026-11-15T09:00:00Z'),
      endsAt: new Date('2027-06-30T21:00:00Z'),
      // The promotion article of the same name shows it.
      articleId: DEMO_ACTIVITY,
    })
    .onConflictDoNothing();
}
