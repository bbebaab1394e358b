import type { Lang } from '@storefront/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { webText } from '../../platform/i18n/web-messages.ts';
import { alertOperators } from '../agents/index.ts';
import { products, productTexts, skus } from '../catalog/tables.ts';
import { productKeys, stockAlerts } from './tables.ts';

/**
 * Low-stock alerts: a SKU whose free codes fell below its threshold mails the operators and owners
 * once (`alerted_at` set); a restock to the threshold or above re-arms it. Checked every minute and
 * right after an import, a void or a new threshold, never in a checkout's transaction, so buying
 * does not wait on it.
 */
export function createStockAlerts({
  db,
  jobs,
  lang,
  consoleUrl,
}: {
  db: Db;
  jobs: JobSender;
  /** The store's default language: staff members' own languages are not known. */
  lang: () => Lang;
  /** The console's stock screen, linked from the mail. */
  consoleUrl: () => string;
}) {
  async function check(skuId: string): Promise<void> {
    await db.transaction(async (tx) => {
      // Locked, so that two checks at once (the minute's and an import's) mail once.
      const [alert] = await tx.select().from(stockAlerts).where(eq(stockAlerts.skuId, skuId)).for('update');
      if (!alert?.enabled) return;
      const [stock] = await tx
        .select({ free: count() })
        .from(productKeys)
        .where(and(eq(productKeys.skuId, skuId), isNull(productKeys.orderNo), isNull(productKeys.voidedAt)));
      const free = stock?.free ?? 0;
      if (free >= alert.threshold) {
        if (alert.alertedAt) {
          await tx.update(stockAlerts).set({ alertedAt: null }).where(eq(stockAlerts.skuId, skuId));
        }
        return;
      }
      if (alert.alertedAt) return;
      await tx.update(stockAlerts).set({ alertedAt: new Date() }).where(eq(stockAlerts.skuId, skuId));
      const language = lang();
      const [sku] = await tx
        .select({ faceValue: skus.faceValue, slug: products.slug })
        .from(skus)
        .innerJoin(products, eq(products.slug, skus.productSlug))
        .where(eq(skus.id, skuId));
      const texts = await tx
        .select({ lang: productTexts.lang, name: productTexts.name, unit: productTexts.unit })
        .from(productTexts)
        .where(eq(productTexts.productSlug, sku!.slug));
      const text = texts.find((t) => t.lang === language) ?? texts.find((t) => t.lang === 'en');
      const what = {
        product: text?.name ?? sku!.slug,
        sku: `${sku!.faceValue} ${text?.unit ?? ''}`.trim(),
        free,
        threshold: alert.threshold,
      };
      const says = (name: string) => webText(`consoleStock.${name}`, language, what) ?? name;
      await alertOperators(tx, jobs, {
        lang: language,
        subject: says('mailSubject'),
        parts: [{ text: says('mailIntro'), links: [{ text: says('mailAction'), href: consoleUrl() }] }],
      });
    });
  }

  return {
    check,
    /** Every SKU with an enabled threshold: the minute's job. */
    async checkAll(): Promise<void> {
      const alerts = await db
        .select({ skuId: stockAlerts.skuId })
        .from(stockAlerts)
        .where(eq(stockAlerts.enabled, true));
      for (const { skuId } of alerts) await check(skuId);
    },
  };
}

export type StockAlerts = ReturnType<typeof createStockAlerts>;
