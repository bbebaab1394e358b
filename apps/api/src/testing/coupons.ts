import { LANGS } from '@storefront/contracts';
import { couponTemplateAmounts, couponTemplates, coupons } from '../modules/coupons/tables.ts';
import type { Db } from '../platform/db/client.ts';

let issued = 0;

/** Gives the customer a coupon that takes the whole amount off any purchase in `currency`. */
export async function giveFullCoupon(db: Db, customerId: string, currency = 'RUB'): Promise<string> {
  const id = `free-order-${process.pid}-${issued++}`;
  await db.insert(couponTemplates).values({
    id,
    kind: 'campaign',
    names: Object.fromEntries(LANGS.map((lang) => [lang, 'Free order'])),
    discountType: 'percent',
    percentOff: 100,
    validDays: 7,
  });
  await db.insert(couponTemplateAmounts).values({ templateId: id, currencyCode: currency });
  await db.insert(coupons).values({
    id,
    customerId,
    templateId: id,
    source: `test:${id}`,
    validUntil: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return id;
}
