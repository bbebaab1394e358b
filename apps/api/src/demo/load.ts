import { DEMO_REGIONS, LANGS } from '@storefront/contracts';
import type { Db } from '../platform/db/client.ts';
import { loadAgentDemoData } from './agent.ts';
import { loadCatalogDemoData } from './catalog.ts';
import { loadCouponDemoData } from './coupons.ts';
import { loadContentDemoData } from './content.ts';
import { loadFulfilmentDemoData } from './codes.ts';
import { loadPaymentsDemoData } from './payments.ts';
import { DEMO_CURRENCIES, DEMO_REGION_NAMES } from './regions.ts';
import { currencies, regionNames, regions } from '../modules/system/tables.ts';
import { demoDataLoads } from './tables.ts';

/** Raised when the demo data changes in a way an existing demo database should receive. */
export const DEMO_DATA_VERSION = 2;

/**
 * The demo store (DEMO_DATA=true): regions, catalogue, content, codes, ways to pay, coupons and the
 * demo agent. It loads once per DEMO_DATA_VERSION, so a demo row an operator deleted or edited
 * stays as they left it; rows that exist already are never overwritten.
 */
export async function loadDemoData(db: Db): Promise<'loaded' | 'already'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(demoDataLoads)
      .values({ version: DEMO_DATA_VERSION })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return 'already';
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
    return 'loaded';
  });
}
