import {
  CONSOLE_ERROR,
  type ConsolePaymentMethod,
  type Lang,
  type MethodFees,
  type MethodFixedFee,
  type PaymentRegionView,
} from '@storefront/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../agents/index.ts';
import type { SystemService } from '../system/index.ts';
import { currencies } from '../system/tables.ts';
import { offeredProviders } from './methods.ts';
import { paymentMethodFees, paymentMethodRegions, paymentMethods } from './tables.ts';

export type PaymentMethodConsole = ReturnType<typeof createPaymentMethodConsole>;

type MethodRow = typeof paymentMethods.$inferSelect;

/**
 * The owner's payment settings (issue 14, "The console" 4): which methods a region offers and in
 * which order, and each method's fees. Every save writes its audit entry in its own transaction and
 * raises the catalogue version (the tables' triggers), so the storefront has it within a second.
 */
export function createPaymentMethodConsole({
  db,
  config,
  system,
}: {
  db: Db;
  config: Config;
  system: Pick<SystemService, 'regionList'>;
}) {
  const configured = new Set(offeredProviders(config));

  async function regionsOf(lang: Lang) {
    const regions = await system.regionList(lang);
    return regions.map(({ code, name, currency }) => ({ code, name, currency }));
  }

  /** The store's regions' currencies, each once, in the regions' order. */
  const currenciesOf = (regions: { currency: string }[]) => [...new Set(regions.map((r) => r.currency))];

  async function feesOf(tx: Db | Tx, methodIds: string[]): Promise<Map<string, Map<string, number>>> {
    const fees = new Map<string, Map<string, number>>();
    if (methodIds.length === 0) return fees;
    const rows = await tx
      .select()
      .from(paymentMethodFees)
      .where(inArray(paymentMethodFees.methodId, methodIds));
    for (const row of rows) {
      const method = fees.get(row.methodId) ?? new Map<string, number>();
      method.set(row.currencyCode, row.fixedFee);
      fees.set(row.methodId, method);
    }
    return fees;
  }

  function methodView(
    method: MethodRow,
    enabled: boolean,
    fees: Map<string, number> | undefined,
    currencyCodes: string[],
  ): ConsolePaymentMethod {
    // Every region currency first, then any other a fee was set in, so none is hidden.
    const codes = [...new Set([...currencyCodes, ...(fees?.keys() ?? [])])];
    return {
      id: method.id,
      provider: method.provider,
      configured: configured.has(method.provider),
      enabled,
      feeRateBp: method.feeRateBp,
      fixedFees: codes.map((currency) => ({ currency, fee: fees?.get(currency) ?? 0 })),
      revision: method.revision,
    };
  }

  async function regionView(tx: Db | Tx, lang: Lang, code: string | undefined): Promise<PaymentRegionView> {
    const regions = await regionsOf(lang);
    const region = code ? regions.find((item) => item.code === code) : regions[0];
    if (!region) throw new DomainError(CONSOLE_ERROR.PAYMENT_REGION_UNKNOWN, { field: 'region' });
    const methods = await tx.select().from(paymentMethods).orderBy(asc(paymentMethods.id));
    const places = await tx
      .select()
      .from(paymentMethodRegions)
      .where(eq(paymentMethodRegions.regionCode, region.code))
      .orderBy(asc(paymentMethodRegions.sort), asc(paymentMethodRegions.methodId));
    const fees = await feesOf(
      tx,
      methods.map((method) => method.id),
    );
    const currencyCodes = currenciesOf(regions);
    const byId = new Map(methods.map((method) => [method.id, method]));
    const placed = places.flatMap((place) => {
      const method = byId.get(place.methodId);
      return method ? [methodView(method, place.enabled, fees.get(method.id), currencyCodes)] : [];
    });
    const rest = methods
      .filter((method) => !places.some((place) => place.methodId === method.id))
      .map((method) => methodView(method, false, fees.get(method.id), currencyCodes));
    return {
      regions,
      region: region.code,
      revision: Math.max(0, ...places.map((place) => place.revision)),
      methods: [...placed, ...rest],
    };
  }

  /** What the audit log keeps of a region's list: its methods in order, each on or off. */
  const regionAudit = (view: PaymentRegionView) => ({
    methods: view.methods.map(({ id, enabled }) => `${id}:${enabled ? 'on' : 'off'}`),
  });

  const feesAudit = (method: MethodFees) => ({
    feeRateBp: method.feeRateBp,
    fixedFees: Object.fromEntries(method.fixedFees.map(({ currency, fee }) => [currency, fee])),
  });

  /** Only what a fees save changed: the rate if it moved, the fixed fees of the currencies that did. */
  const feesChanged = (before: ReturnType<typeof feesAudit>, after: ReturnType<typeof feesAudit>) => {
    const codes = Object.keys(after.fixedFees).filter(
      (code) => (before.fixedFees[code] ?? 0) !== after.fixedFees[code],
    );
    const pick = (fees: ReturnType<typeof feesAudit>) => ({
      ...(before.feeRateBp !== after.feeRateBp && { feeRateBp: fees.feeRateBp }),
      ...(codes.length > 0 && {
        fixedFees: Object.fromEntries(codes.map((code) => [code, fees.fixedFees[code] ?? 0])),
      }),
    });
    return { before: pick(before), after: pick(after) };
  };

  return {
    list: (lang: Lang, region: string | undefined) => regionView(db, lang, region),

    /**
     * The region's methods in the order given, each on or off; a method it had and is not given
     * stays, switched off, after them. -1349 when the region's list changed since `revision`.
     */
    async saveRegion(
      actor: Actor,
      lang: Lang,
      input: { region: string; revision: number; methods: { id: string; enabled: boolean }[] },
    ): Promise<PaymentRegionView> {
      const ids = input.methods.map((method) => method.id);
      if (new Set(ids).size !== ids.length) {
        throw new DomainError(CONSOLE_ERROR.PAYMENT_METHOD_REPEATED, { field: 'methods' });
      }
      return db.transaction(async (tx) => {
        // One save of a region at a time, so that the revision check below holds until commit.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`payment-region:${input.region}`}))`);
        const before = await regionView(tx, lang, input.region);
        if (before.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        const known = new Set(before.methods.map((method) => method.id));
        const unknown = ids.find((id) => !known.has(id));
        if (unknown) throw new DomainError(CONSOLE_ERROR.PAYMENT_METHOD_UNKNOWN, { field: 'methods' });
        const revision = before.revision + 1;
        const given = new Set(ids);
        const left = before.methods.filter((method) => !given.has(method.id) && method.enabled);
        const rows = [
          ...input.methods.map((method, index) => ({ ...method, sort: (index + 1) * 10 })),
          ...left.map((method, index) => ({
            id: method.id,
            enabled: false,
            sort: (ids.length + index + 1) * 10,
          })),
        ];
        if (rows.length > 0) {
          await tx
            .insert(paymentMethodRegions)
            .values(
              rows.map(({ id, enabled, sort }) => ({
                methodId: id,
                regionCode: before.region,
                enabled,
                sort,
                revision,
              })),
            )
            .onConflictDoUpdate({
              target: [paymentMethodRegions.regionCode, paymentMethodRegions.methodId],
              set: {
                enabled: sql`excluded.enabled`,
                sort: sql`excluded.sort`,
                revision: sql`excluded.revision`,
              },
            });
        }
        // Rows of the region not touched above (switched off before) carry the new revision too.
        await tx
          .update(paymentMethodRegions)
          .set({ revision })
          .where(eq(paymentMethodRegions.regionCode, before.region));
        const after = await regionView(tx, lang, before.region);
        await recordAudit(tx, actor, {
          action: 'paymentMethods.update',
          subject: `region:${before.region}`,
          before: regionAudit(before),
          after: regionAudit(after),
        });
        return after;
      });
    },

    /**
     * A method's percentage fee and its fixed fee in the currencies given (others keep theirs).
     * -1349 when its fees changed since `revision`.
     */
    async saveFees(
      actor: Actor,
      lang: Lang,
      input: { methodId: string; revision: number; feeRateBp: number; fixedFees: MethodFixedFee[] },
    ): Promise<MethodFees> {
      const codes = input.fixedFees.map((fee) => fee.currency);
      if (new Set(codes).size !== codes.length) {
        throw new DomainError(CONSOLE_ERROR.PAYMENT_CURRENCY_UNKNOWN, { field: 'fixedFees' });
      }
      const currencyCodes = currenciesOf(await regionsOf(lang));
      return db.transaction(async (tx) => {
        const [method] = await tx
          .select()
          .from(paymentMethods)
          .where(eq(paymentMethods.id, input.methodId))
          .for('update');
        if (!method) throw new DomainError(CONSOLE_ERROR.PAYMENT_METHOD_UNKNOWN, { field: 'methodId' });
        if (method.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        if (codes.length > 0) {
          const known = await tx
            .select({ code: currencies.code })
            .from(currencies)
            .where(inArray(currencies.code, codes));
          if (known.length !== codes.length) {
            throw new DomainError(CONSOLE_ERROR.PAYMENT_CURRENCY_UNKNOWN, { field: 'fixedFees' });
          }
        }
        const feesView = (row: MethodRow, fees: Map<string, number> | undefined): MethodFees => {
          const { id, feeRateBp, fixedFees, revision } = methodView(row, false, fees, currencyCodes);
          return { id, feeRateBp, fixedFees, revision };
        };
        const before = feesView(method, (await feesOf(tx, [method.id])).get(method.id));
        const [updated] = await tx
          .update(paymentMethods)
          .set({ feeRateBp: input.feeRateBp, revision: method.revision + 1 })
          .where(eq(paymentMethods.id, method.id))
          .returning();
        if (codes.length > 0) {
          await tx
            .delete(paymentMethodFees)
            .where(
              and(eq(paymentMethodFees.methodId, method.id), inArray(paymentMethodFees.currencyCode, codes)),
            );
          // A fee of 0 is no row: the quote reads a missing fee as 0.
          const rows = input.fixedFees.filter((fee) => fee.fee > 0);
          if (rows.length > 0) {
            await tx.insert(paymentMethodFees).values(
              rows.map(({ currency, fee }) => ({
                methodId: method.id,
                currencyCode: currency,
                fixedFee: fee,
              })),
            );
          }
        }
        const after = feesView(updated!, (await feesOf(tx, [method.id])).get(method.id));
        const diff = feesChanged(feesAudit(before), feesAudit(after));
        // The same fees again are no change to log.
        if (Object.keys(diff.after).length > 0) {
          await recordAudit(tx, actor, {
            action: 'paymentMethods.update',
            subject: `method:${method.id}`,
            ...diff,
          });
        }
        return after;
      });
    },
  };
}
