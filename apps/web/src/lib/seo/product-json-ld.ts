import type { ProductDetail } from '@storefront/contracts/catalog';

const major = (amount: number, minorUnits: number) => (amount / 10 ** minorUnits).toFixed(minorUnits);

/** schema.org Product for a game page: its name, image, and the range of its buyable prices. */
export function productJsonLd(product: ProductDetail, site: URL) {
  const prices = product.skus.filter((sku) => sku.enabled).map((sku) => sku.price);
  const { code, minorUnits } = product.currency;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    image: new URL(product.imageUrl, site).href,
    sku: product.id,
    offers:
      prices.length > 0
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: code,
            lowPrice: major(Math.min(...prices), minorUnits),
            highPrice: major(Math.max(...prices), minorUnits),
            offerCount: prices.length,
            availability: product.availableInRegion
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          }
        : undefined,
  };
}
