import { DEFAULT_CURRENCY, DEFAULT_REGION, PATH_CODES } from '@storefront/contracts/locale';
import type { RegionItem } from '@storefront/contracts/system';

export interface ShownSettings {
  region: string;
  currency: string;
}

/**
 * The region and currency a page shows: the visitor's cookies; before the first login has written
 * them, what a country prefix implies, else the store defaults (RUS, RUB).
 */
export function shownSettings(
  prefix: string,
  cookies: { region?: string; currency?: string },
  regions: readonly RegionItem[],
): ShownSettings {
  const region = cookies.region ?? PATH_CODES[prefix]?.region ?? DEFAULT_REGION;
  const currency =
    cookies.currency ??
    regions.find((item) => item.code === region)?.currency ??
    PATH_CODES[prefix]?.currency ??
    DEFAULT_CURRENCY;
  return { region, currency };
}
