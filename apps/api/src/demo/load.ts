import { DEMO_REGIONS, LANGS } from '@storefront/contracts';
import type { Db } from '../platform/db/client.ts';
import { loadAgentDemoData } from '../modules/agents/seed.ts';
import { loadCatalogDemoData } from '../modules/catalog/seed.ts';
import { loadCouponDemoData } from '../modules/coupons/seed.ts';
import { loadContentDemoData } from '../modules/content/seed.ts';
import { loadFulfilmentDemoData } from '../modules/fulfilment/seed.ts';
import { loadPaymentsDemoData } from '../modules/payments/seed.ts';
import { DEMO_CURRENCIES, DEMO_REGION_NAMES } from '../modules/system/demo-data.ts';
import { currencies, regionNames, regions } from '../modules/system/tables.ts';

/**
 * Adds whichever demo rows are missing and leaves every existing row alone, so it runs on each
 * start without undoing an operator's edits.
 */
export async function loadDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(currencies).values(DEMO_CURRENCIES).onConflictDoNothing();
    await tx
      .insert(regions)
      .values(
        DEMO_REGIONS.map((region, index) => ({
          code: region.code,
          currencyCode: region.currency,
          iconPath: `/flags/${region.code}.svg`,
          sort: (index + 1) * 10,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(regionNames)
      .values(
        DEMO_REGIONS.flatMap((region) =>
          LANGS.map((lang) => ({
            regionCode: region.code,
            lang,
            name: DEMO_REGION_NAMES[region.code][lang],
          })),
        ),
      )
      .onConflictDoNothing();
    await loadCatalogDemoData(tx);
    await loadContentDemoData(tx);
    await loadFulfilmentDemoData(tx);
    await loadPaymentsDemoData(tx);
    await loadCouponDemoData(tx);
    await loadAgentDemoData(tx);
  });
}
