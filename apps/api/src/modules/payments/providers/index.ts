import { FALLBACK_LANG } from '@storefront/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { SystemService } from '../../system/index.ts';
import { siteSettings } from '../../system/tables.ts';
import type { Provider } from '../methods.ts';
import type { OrderRow } from '../../orders/index.ts';
import { payments } from '../tables.ts';
import { RefundFailedError, type PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';
import { xenditProvider } from './xendit.ts';
import { fromYookassa } from './yookassa-networks.ts';
import { yookassaProvider } from './yookassa.ts';

/** The providers this process takes payments through, as configured. */
export function createPaymentProviders({
  db,
  config,
  system,
}: {
  db: Db;
  config: Config;
  system: SystemService;
}): Partial<Record<Provider, PaymentProvider>> {
  const { sandbox, stripe, yookassa } = config.payments;

  async function minorUnitsOf(currency: string): Promise<number> {
    const { rows } = await db.execute<{ minor_units: number }>(
      sql`SELECT minor_units FROM currencies WHERE code = ${currency}`,
    );
    // Unknown to us: no amount of ours can match it, so any conversion will do.
    return rows[0]?.minor_units ?? 2;
  }

  /** The order's product as a provider's page and records name it, with the order's number. */
  async function productName(order: OrderRow): Promise<string> {
    const { rows } = await db.execute<{ name: string }>(sql`
      SELECT COALESCE(l.name, e.name, p.slug) || ' × ' || o.quantity AS name
      FROM orders o JOIN products p ON p.slug = o.product_slug
      LEFT JOIN product_texts l ON l.product_slug = p.slug AND l.lang = o.lang
      LEFT JOIN product_texts e ON e.product_slug = p.slug AND e.lang = ${FALLBACK_LANG}
      WHERE o.order_no = ${order.orderNo}`);
    return `${rows[0]?.name ?? order.productSlug} (${order.orderNo})`;
  }

  /**
   * The provider as configured, with each refund it says failed counted on its payment: the next
   * refund of that payment is then asked under a key of its own. Counted only from the count the
   * refund was asked with, so two workers told of the same failure count it once.
   */
  function countingFailedRefunds(provider: PaymentProvider): PaymentProvider {
    return {
      ...provider,
      async refund(payment, part) {
        try {
          return await provider.refund(payment, part);
        } catch (error) {
          if (error instanceof RefundFailedError) {
            await db
              .update(payments)
              .set({ refundsFailed: payment.refundsFailed + 1 })
              .where(and(eq(payments.id, payment.id), eq(payments.refundsFailed, payment.refundsFailed)));
          }
          throw error;
        }
      },
    };
  }

  return {
    ...(sandbox && {
      sandbox: sandboxProvider({
        db,
        secret: sandbox.webhookSecret,
        pageUrl: (lang, sessionId) =>
          `${config.publicUrl}/${system.pathCodeOf(lang)}/sandboxPay?session=${sessionId}`,
      }),
    }),
    ...(stripe && { stripe: stripeProvider({ ...stripe, minorUnitsOf, productName }) }),
    ...(yookassa && {
      yookassa: countingFailedRefunds(
        yookassaProvider({
          ...yookassa,
          minorUnitsOf,
          productName,
          async paymentOf(providerRef) {
            const [row] = await db
              .select()
              .from(payments)
              .where(and(eq(payments.provider, 'yookassa'), eq(payments.providerRef, providerRef)));
            return row;
          },
          async receiptTerms() {
            const [settings] = await db
              .select({ on: siteSettings.fiscalReceipts, vatCode: siteSettings.receiptVatCode })
              .from(siteSettings);
            return settings?.on ? { vatCode: settings.vatCode } : undefined;
          },
        }),
      ),
    }),
    ...(config.payments.xendit && {
      xendit: countingFailedRefunds(
        xenditProvider({
          ...config.payments.xendit,
          minorUnitsOf,
          async paymentIdOf(chargeId) {
            const [row] = await db
              .select({ id: payments.id })
              .from(payments)
              .where(and(eq(payments.provider, 'xendit'), eq(payments.providerRef, chargeId)));
            return row?.id;
          },
        }),
      ),
    }),
  };
}

/**
 * Checks of where a provider's notification comes from, by provider, as configured: YooKassa's
 * published ranges when YOOKASSA_TRUSTED_NETWORKS_ONLY (off behind a proxy that hides them).
 */
export function paymentSenderChecks(config: Config): Partial<Record<Provider, (address: string) => boolean>> {
  return config.payments.yookassa?.trustedNetworksOnly ? { yookassa: fromYookassa } : {};
}
