import { ERROR } from '@storefront/contracts';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { skus } from '../catalog/tables.ts';
import type { CodeCrypto } from './codes-crypto.ts';
import { productKeys } from './tables.ts';
import { codeForm } from './code-file.ts';

/**
 * The code inventory: free codes are taken with FOR UPDATE SKIP LOCKED, so buyers racing for the
 * last codes never wait on each other and never get the same code.
 */
/**
 * Stocks codes for a SKU, encrypted; a code its product already has (under any of its SKUs) is
 * skipped. Each is stored in its one form (`codeForm`), as an import stores it. Answers how many were added.
 */
export async function stockCodes(
  tx: Tx | Db,
  crypto: CodeCrypto,
  skuId: string,
  codes: string[],
): Promise<number> {
  if (codes.length === 0) return 0;
  const [sku] = await tx.select({ productSlug: skus.productSlug }).from(skus).where(eq(skus.id, skuId));
  if (!sku) throw new Error(`No SKU ${skuId} to stock codes for`);
  const added = await tx
    .insert(productKeys)
    .values(
      codes.map(codeForm).map((code) => ({
        id: newId('key'),
        skuId,
        productSlug: sku.productSlug,
        codeEncrypted: crypto.encrypt(code),
        codeHash: crypto.hash(code),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: productKeys.id });
  return added.length;
}

export function createInventory(db: Db, crypto: CodeCrypto) {
  /** Up to `quantity` free codes of the SKU, now assigned to the order (held, not yet sold). */
  async function takeFree(tx: Tx, skuId: string, orderNo: string, quantity: number): Promise<number> {
    const taken = await tx.execute<{ id: string }>(sql`
      UPDATE ${productKeys} SET order_no = ${orderNo}, held_at = now()
      WHERE id IN (
        SELECT id FROM ${productKeys}
        WHERE sku_id = ${skuId} AND order_no IS NULL AND voided_at IS NULL
        ORDER BY created_at
        LIMIT ${quantity}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`);
    return taken.rows.length;
  }

  return {
    /**
     * Holds `quantity` codes for an unpaid order, in the order's own transaction. Fewer free:
     * -1201 while other orders hold codes or some are free (they may come back), -1202 when the
     * SKU has none left unsold at all. Throwing leaves the caller's transaction to roll back.
     */
    async holdCodes(
      tx: Tx,
      { orderNo, skuId, quantity }: { orderNo: string; skuId: string; quantity: number },
    ) {
      const taken = await takeFree(tx, skuId, orderNo, quantity);
      if (taken === quantity) return;
      // Codes other buyers hold or are taking right now (locked rows) are not sold: they may return.
      const [unsold] = await tx
        .select({ n: count() })
        .from(productKeys)
        .where(
          and(
            eq(productKeys.skuId, skuId),
            isNull(productKeys.soldAt),
            isNull(productKeys.voidedAt),
            sql`${productKeys.orderNo} IS DISTINCT FROM ${orderNo}`,
          ),
        );
      throw new DomainError(taken > 0 || (unsold?.n ?? 0) > 0 ? ERROR.ITEM_SOLD_OUT : ERROR.OUT_OF_STOCK);
    },

    /** The order's held (unsold) codes are free again: it closed unpaid. */
    async releaseCodes(tx: Tx, orderNo: string): Promise<void> {
      await tx
        .update(productKeys)
        .set({ orderNo: null, heldAt: null })
        .where(and(eq(productKeys.orderNo, orderNo), isNull(productKeys.soldAt)));
    },

    /**
     * Sells the paid order its codes: those it holds, topped up with free ones when they were
     * released meanwhile (paid after closing). False, with nothing sold, when not enough are left.
     */
    async sellCodes(tx: Tx, order: { orderNo: string; skuId: string; quantity: number }): Promise<boolean> {
      // A held code voided with its batch before payment is never sold: a free one takes its place.
      const sell = () =>
        tx
          .update(productKeys)
          .set({ soldAt: sql`now()` })
          .where(
            and(
              eq(productKeys.orderNo, order.orderNo),
              isNull(productKeys.soldAt),
              isNull(productKeys.voidedAt),
            ),
          )
          .returning({ id: productKeys.id });
      // The usual case, in one statement: the order still holds all its codes.
      const sold = (await sell()).length;
      const missing = order.quantity - sold;
      if (missing <= 0) return true;
      if ((await takeFree(tx, order.skuId, order.orderNo, missing)) === missing) {
        await sell();
        return true;
      }
      // Not enough left: undo, so the codes this order had are free for others again.
      await tx
        .update(productKeys)
        .set({ orderNo: null, heldAt: null, soldAt: null })
        .where(eq(productKeys.orderNo, order.orderNo));
      return false;
    },

    /** Free codes of the SKU (held ones are not counted: they may still be paid for). */
    async stock(skuId: string, q: Db | Tx = db): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(productKeys)
        .where(and(eq(productKeys.skuId, skuId), isNull(productKeys.orderNo), isNull(productKeys.voidedAt)));
      return row?.n ?? 0;
    },

    /** The sold codes of an order (those a claim replaced left out), decrypted, in the order they were stocked. */
    async codesOf(orderNo: string): Promise<string[]> {
      const rows = await db
        .select({ code: productKeys.codeEncrypted })
        .from(productKeys)
        .where(
          and(
            eq(productKeys.orderNo, orderNo),
            isNotNull(productKeys.soldAt),
            isNull(productKeys.replacedAt),
          ),
        )
        .orderBy(asc(productKeys.soldAt), asc(productKeys.createdAt), asc(productKeys.id));
      return rows.map((row) => crypto.decrypt(row.code));
    },

    /** Every code sold to the order, replaced ones too, as staff may see them: the last four characters. */
    async maskedCodesOf(orderNo: string): Promise<{ id: string; lastFour: string; replaced: boolean }[]> {
      const rows = await db
        .select({ id: productKeys.id, code: productKeys.codeEncrypted, replacedAt: productKeys.replacedAt })
        .from(productKeys)
        .where(and(eq(productKeys.orderNo, orderNo), isNotNull(productKeys.soldAt)))
        .orderBy(asc(productKeys.soldAt), asc(productKeys.createdAt), asc(productKeys.id));
      return rows.map((row) => ({
        id: row.id,
        lastFour: crypto.decrypt(row.code).slice(-4),
        replaced: row.replacedAt !== null,
      }));
    },

    /**
     * A claim settled by new codes: the order's current codes are marked replaced (they stay its own,
     * never sold again) and as many free codes are taken and sold to it, the way delivery takes them
     * (FOR UPDATE SKIP LOCKED). -1202, with nothing changed once the caller rolls back, when the SKU
     * has too few free codes.
     */
    async replaceCodes(tx: Tx, order: { orderNo: string; skuId: string }): Promise<number> {
      const replaced = await tx
        .update(productKeys)
        .set({ replacedAt: sql`now()` })
        .where(
          and(
            eq(productKeys.orderNo, order.orderNo),
            isNotNull(productKeys.soldAt),
            isNull(productKeys.replacedAt),
          ),
        )
        .returning({ id: productKeys.id });
      const wanted = replaced.length;
      if (wanted === 0) return 0;
      if ((await takeFree(tx, order.skuId, order.orderNo, wanted)) !== wanted) {
        throw new DomainError(ERROR.OUT_OF_STOCK);
      }
      await tx
        .update(productKeys)
        .set({ soldAt: sql`now()` })
        .where(
          and(
            eq(productKeys.orderNo, order.orderNo),
            isNull(productKeys.soldAt),
            isNull(productKeys.voidedAt),
          ),
        );
      return wanted;
    },

    /**
     * Stocks codes for a SKU; a code its product already has (under any of its SKUs) is skipped.
     * Answers how many were added.
     */
    addCodes: (tx: Tx | Db, skuId: string, codes: string[]) => stockCodes(tx, crypto, skuId, codes),
  };
}

export type Inventory = ReturnType<typeof createInventory>;
