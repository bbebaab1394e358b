import { DEMO_REGIONS } from '@storefront/contracts';
import type { Tx } from '../platform/db/client.ts';
import { paymentMethodFees, paymentMethodRegions, paymentMethods } from '../modules/payments/tables.ts';

const E_WALLET_REGIONS = ['IDN', 'MYS', 'PHL', 'THA', 'VNM', 'SGP'];
const EVERY_REGION = DEMO_REGIONS.map((region) => region.code);

/** The demo's ways to pay, each with the regions offering it and its place there. */
const METHODS = [
  { id: 'card', provider: 'sandbox', feeRateBp: 200, sort: 10, regions: EVERY_REGION },
  { id: 'sbp', provider: 'sandbox', feeRateBp: 0, sort: 20, regions: ['RUS'] },
  { id: 'ewallet', provider: 'sandbox', feeRateBp: 150, sort: 30, regions: E_WALLET_REGIONS },
  { id: 'stripe_card', provider: 'stripe', feeRateBp: 0, sort: 40, regions: EVERY_REGION },
  // YooKassa's own methods for Russia, after the sandbox's (which the demo and its tests pay with).
  { id: 'yookassa_card', provider: 'yookassa', feeRateBp: 0, sort: 50, regions: ['RUS'] },
  { id: 'yookassa_sbp', provider: 'yookassa', feeRateBp: 0, sort: 60, regions: ['RUS'] },
  { id: 'yookassa_sberpay', provider: 'yookassa', feeRateBp: 0, sort: 70, regions: ['RUS'] },
  { id: 'yookassa_yoomoney', provider: 'yookassa', feeRateBp: 0, sort: 80, regions: ['RUS'] },
] as const;

/** The e-wallet's fixed fee per currency, in minor units (about 0.10–0.40 US dollars). */
const E_WALLET_FIXED_FEES: Record<string, number> = {
  IDR: 2000,
  MYR: 50,
  PHP: 1000,
  THB: 500,
  VND: 3000,
  SGD: 30,
};

/**
 * The demo's ways to pay. Added when missing and never changed afterwards, so an owner's edit
 * (another rate, a method switched off or moved in a region) survives restarts.
 */
export async function loadPaymentsDemoData(tx: Tx): Promise<void> {
  await tx
    .insert(paymentMethods)
    .values(METHODS.map(({ id, provider, feeRateBp }) => ({ id, provider, feeRateBp })))
    .onConflictDoNothing();
  await tx
    .insert(paymentMethodRegions)
    .values(
      METHODS.flatMap(({ id, sort, regions }) =>
        regions.map((regionCode) => ({ methodId: id, regionCode, sort })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(paymentMethodFees)
    .values(
      Object.entries(E_WALLET_FIXED_FEES).map(([currencyCode, fixedFee]) => ({
        methodId: 'ewallet',
        currencyCode,
        fixedFee,
      })),
    )
    .onConflictDoNothing();
}
