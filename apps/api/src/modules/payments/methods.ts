import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { CatalogCache } from '../system/index.ts';
import { paymentMethodFees, paymentMethodRegions, paymentMethods } from './tables.ts';

export type Provider = (typeof paymentMethods.$inferSelect)['provider'];

/** A method offered to an order, with what it adds to the order's amount. */
export interface QuotedMethod {
  id: string;
  provider: Provider;
  handlingFee: number;
}

/**
 * The handling fee of a method on an amount: its rate in hundredths of a percent, rounded half up
 * once to the minor unit, plus its fixed fee in that currency. Integers all the way: no float.
 */
export function handlingFee(amount: number, feeRateBp: number, fixedFee: number): number {
  // An order a coupon pays in full goes through no provider: nothing to charge a fee for.
  if (amount === 0) return 0;
  return Math.floor((amount * feeRateBp + 5000) / 10000) + fixedFee;
}

/**
 * A method of a configured provider, with the regions offering it (and its place in each) and its
 * fixed fee per currency (none: 0).
 */
export interface OfferedMethod {
  id: string;
  provider: Provider;
  /** Region code to the method's place among that region's methods. */
  places: Map<string, number>;
  feeRateBp: number;
  fixedFees: Map<string, number>;
}

/** The offered methods of `region`, in its display order, each quoted on `amount` in `currency`. */
export function quoteMethods(
  offered: OfferedMethod[],
  { region, currency, amount }: { region: string; currency: string; amount: number },
): QuotedMethod[] {
  return offered
    .filter((method) => method.places.has(region))
    .sort((a, b) => a.places.get(region)! - b.places.get(region)! || a.id.localeCompare(b.id))
    .map((method) => ({
      id: method.id,
      provider: method.provider,
      handlingFee: handlingFee(amount, method.feeRateBp, method.fixedFees.get(currency) ?? 0),
    }));
}

export type PaymentMethodList = ReturnType<typeof createPaymentMethodList>;

/**
 * The methods offered to orders. Every quote and payment start reads them and only an operator
 * changes them, so they are kept with the catalogue (migration 0009 makes a change raise its
 * version): a change shows everywhere within a second. Read them before opening a transaction:
 * a cache miss takes a second connection from the pool.
 */
export function createPaymentMethodList({
  db,
  config,
  cache,
}: {
  db: Db;
  config: Config;
  cache: CatalogCache;
}) {
  const providers = offeredProviders(config);

  async function load(): Promise<OfferedMethod[]> {
    const places = await db
      .select({
        method: paymentMethods,
        regionCode: paymentMethodRegions.regionCode,
        sort: paymentMethodRegions.sort,
      })
      .from(paymentMethodRegions)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodRegions.methodId))
      .where(eq(paymentMethodRegions.enabled, true));
    const fees = await db.select().from(paymentMethodFees);
    const offered = new Map<string, OfferedMethod>();
    for (const { method, regionCode, sort } of places) {
      // A method of a provider this process has not configured (Stripe without its keys) is left out.
      if (!providers.includes(method.provider)) continue;
      let entry = offered.get(method.id);
      if (!entry) {
        const { id, provider, feeRateBp } = method;
        entry = { id, provider, places: new Map(), feeRateBp, fixedFees: new Map() };
        offered.set(method.id, entry);
      }
      entry.places.set(regionCode, sort);
    }
    for (const fee of fees) offered.get(fee.methodId)?.fixedFees.set(fee.currencyCode, fee.fixedFee);
    return [...offered.values()];
  }

  return {
    offered: (): Promise<OfferedMethod[]> => cache.get('payment-methods', load),
  };
}

/** The providers this process takes payments through, as configured. */
export function offeredProviders(config: Config): Provider[] {
  const { sandbox, stripe, yookassa, xendit } = config.payments;
  return [
    ...(sandbox ? (['sandbox'] as const) : []),
    ...(stripe ? (['stripe'] as const) : []),
    ...(yookassa ? (['yookassa'] as const) : []),
    ...(xendit ? (['xendit'] as const) : []),
  ];
}
