import type { Tx } from '../platform/db/client.ts';
import { paymentMethodFees, paymentMethods } from '../modules/payments/tables.ts';

const E_WALLET_REGIONS = ['IDN', 'MYS', 'PHL', 'THA', 'VNM', 'SGP'];

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
 * The demo's ways to pay. Added when missing and never changed afterwards, so an operator's edit
 * (another rate, a method switched off) survives restarts.
 */
export async function loadPaymentsDemoData(tx: Tx): Promise<void> {
  await tx
    .insert(paymentMethods)
    .values([
      { id: 'card', provider: 'sandbox', regions: [], feeRateBp: 200, sort: 10 },
      { id: 'sbp', provider: 'sandbox', regions: ['RUS'], feeRateBp: 0, sort: 20 },
      { id: 'ewallet', provider: 'sandbox', regions: E_WALLET_REGIONS, feeRateBp: 150, sort: 30 },
      { id: 'stripe_card', provider: 'stripe', regions: [], feeRateBp: 0, sort: 40 },
    ])
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
