import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { paymentMethodFees, paymentMethods } from './tables.ts';

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
  return Math.floor((amount * feeRateBp + 5000) / 10000) + fixedFee;
}

/**
 * The enabled methods of a region, in their display order, each quoted on `amount` in `currency`.
 * A method of a provider this process has not configured (Stripe without its keys) is left out.
 */
export async function methodsFor(
  db: Db | Tx,
  {
    region,
    currency,
    amount,
    providers,
  }: { region: string; currency: string; amount: number; providers: Provider[] },
): Promise<QuotedMethod[]> {
  const rows = await db
    .select({
      id: paymentMethods.id,
      provider: paymentMethods.provider,
      regions: paymentMethods.regions,
      feeRateBp: paymentMethods.feeRateBp,
      fixedFee: sql<number>`COALESCE(${paymentMethodFees.fixedFee}, 0)`.mapWith(Number),
    })
    .from(paymentMethods)
    .leftJoin(
      paymentMethodFees,
      and(eq(paymentMethodFees.methodId, paymentMethods.id), eq(paymentMethodFees.currencyCode, currency)),
    )
    .where(eq(paymentMethods.enabled, true))
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
  return rows
    .filter((row) => providers.includes(row.provider))
    .filter((row) => row.regions.length === 0 || row.regions.includes(region))
    .map((row) => ({
      id: row.id,
      provider: row.provider,
      handlingFee: handlingFee(amount, row.feeRateBp, row.fixedFee),
    }));
}

/** The providers this process takes payments through, as configured. */
export function offeredProviders(config: Config): Provider[] {
  const { sandbox, stripe } = config.payments;
  return [...(sandbox ? (['sandbox'] as const) : []), ...(stripe ? (['stripe'] as const) : [])];
}
