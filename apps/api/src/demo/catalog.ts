import { DEMO_REGIONS, LANGS } from '@storefront/contracts';
import { formatMessage } from '@storefront/contracts/message-format';
import type { Tx } from '../platform/db/client.ts';
import { siteSettings, siteTexts } from '../modules/system/tables.ts';
import { DEMO_PRICE_STEPS, DEMO_PRODUCTS, DEMO_RATES } from './catalog-products.ts';
import { DEMO_BANNERS, DEMO_OFFICE_ADDRESS, DEMO_SITE_SETTINGS, DEMO_SITE_TEXTS } from './site.ts';
import { REDEMPTION_STEPS } from './redemption-texts.ts';
import { DESCRIPTIONS, SEO_TITLES, SERVER_NAMES, type ServerId, UNITS } from './catalog-texts.ts';
import {
  bannerTexts,
  banners,
  exchangeRates,
  productRegions,
  products,
  productTexts,
  skuPrices,
  skus,
} from '../modules/catalog/tables.ts';

const NO_FIELDS = { playerId: false, characterName: false, server: false, servers: [] };

/** Rouble price lists end in 9, as Russian shops write them: the explicit list beside conversion. */
function rubPrice(usdCents: number): number {
  const roubles = (usdCents * Number(DEMO_RATES.RUB)) / 100;
  return (Math.ceil(roubles / 10) * 10 - 1) * 100;
}

export const demoSkuId = (slug: string, faceValue: number) => `sku_${slug}_${faceValue}`;

/** The demo catalogue: rows already there (an operator's edits included) are left alone. */
export async function loadCatalogDemoData(tx: Tx): Promise<void> {
  await tx
    .insert(exchangeRates)
    .values(
      Object.entries(DEMO_RATES).map(([currencyCode, perUsd]) => ({
        currencyCode,
        perUsd,
        roundingStep: DEMO_PRICE_STEPS[currencyCode] ?? 1,
        rounding: 'nearest' as const,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((product, index) => ({
        slug: product.slug,
        kind: product.kind,
        sort: (index + 1) * 10,
        popularRank: product.popular ?? null,
        inputFields: { ...NO_FIELDS, ...product.fields },
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(productTexts)
    .values(
      DEMO_PRODUCTS.flatMap((product) =>
        LANGS.map((lang) => {
          const name = product.names[lang] ?? product.names.en;
          const unit = UNITS[product.unit][lang];
          const description = formatMessage(DESCRIPTIONS[product.kind][lang], { name }, lang);
          const keywords = [...new Set(Object.values(product.names))].join(', ');
          return {
            productSlug: product.slug,
            lang,
            name,
            description,
            unit,
            seoTitle: formatMessage(SEO_TITLES[lang], { name }, lang),
            seoDescription: description,
            seoKeywords: keywords,
            redemptionSteps: (REDEMPTION_STEPS[product.kind]?.[lang] ?? []).map((step) =>
              formatMessage(step, { name }, lang),
            ),
            serverNames: Object.fromEntries(
              (product.fields?.servers ?? []).map(({ id }) => [id, SERVER_NAMES[id as ServerId][lang]]),
            ),
          };
        }),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(productRegions)
    .values(
      DEMO_PRODUCTS.flatMap((product) =>
        (product.regions ?? DEMO_REGIONS.map((region) => region.code)).map((regionCode) => ({
          productSlug: product.slug,
          regionCode,
        })),
      ),
    )
    .onConflictDoNothing();
  const skuRows = DEMO_PRODUCTS.flatMap((product) =>
    product.skus.map(([faceValue, basePrice, baseOriginalPrice], index) => ({
      id: demoSkuId(product.slug, faceValue),
      productSlug: product.slug,
      faceValue,
      sort: (index + 1) * 10,
      enabled: !product.disabled?.includes(faceValue),
      basePrice,
      baseOriginalPrice: baseOriginalPrice ?? null,
    })),
  );
  await tx.insert(skus).values(skuRows).onConflictDoNothing();
  await tx
    .insert(skuPrices)
    .values(
      skuRows.map((sku) => ({
        skuId: sku.id,
        currencyCode: 'RUB',
        price: rubPrice(sku.basePrice),
        originalPrice: sku.baseOriginalPrice && rubPrice(sku.baseOriginalPrice),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(banners)
    .values(
      DEMO_BANNERS.map((banner, index) => ({ id: banner.id, link: banner.link, sort: (index + 1) * 10 })),
    )
    .onConflictDoNothing();
  await tx
    .insert(bannerTexts)
    .values(
      DEMO_BANNERS.flatMap((banner) =>
        LANGS.map((lang) => ({
          bannerId: banner.id,
          lang,
          title: banner.title[lang],
          subtitle: banner.subtitle[lang],
        })),
      ),
    )
    .onConflictDoNothing();
  await tx.insert(siteSettings).values(DEMO_SITE_SETTINGS).onConflictDoNothing();
  await tx
    .insert(siteTexts)
    .values(LANGS.map((lang) => ({ lang, ...DEMO_SITE_TEXTS[lang], officeAddress: DEMO_OFFICE_ADDRESS })))
    .onConflictDoNothing();
}
