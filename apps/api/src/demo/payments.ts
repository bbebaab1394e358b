import { DEMO_REGIONS } from '@storefront/contracts';
import type { Tx } from '../platform/db/client.ts';
import { paymentMethodFees, paymentMethodRegions, paymentMethods } from '../modules/payments/tables.ts';

const E_WALLET_REGIONS = ['IDN', 'MYS', 'PHL', 'THA', 'VNM', 'SGP'];
const EVERY_REGION = DEMO_REGIONS.map((region) => region.code);

/**
 * The demo's ways to pay, each with the regions offering it and its place there. A real provider's
 * methods come first in their regions, then Stripe's card, and the sandbox's last: the sandbox takes
 * no money, so where a real provider is configured it is never the first way to pay. A method of a
 * provider not configured is not offered (payments/methods.ts), so a demo without real providers
 * shows the sandbox's alone, and pays with them.
 */
const METHODS = [
  // YooKassa's own methods for Russia at about its fees.
  { id: 'yookassa_card', provider: 'yookassa', feeRateBp: 300, sort: 10, regions: ['RUS'] },
  { id: 'yookassa_sbp', provider: 'yookassa', feeRateBp: 70, sort: 11, regions: ['RUS'] },
  { id: 'yookassa_sberpay', provider: 'yookassa', feeRateBp: 300, sort: 12, regions: ['RUS'] },
  { id: 'yookassa_yoomoney', provider: 'yookassa', feeRateBp: 300, sort: 13, regions: ['RUS'] },
  // Xendit's e-wallets (providers/xendit.ts maps each to its channel).
  { id: 'xendit_dana', provider: 'xendit', feeRateBp: 150, sort: 10, regions: ['IDN'] },
  { id: 'xendit_linkaja', provider: 'xendit', feeRateBp: 150, sort: 11, regions: ['IDN'] },
  { id: 'xendit_ovo', provider: 'xendit', feeRateBp: 273, sort: 12, regions: ['IDN'] },
  { id: 'xendit_shopeepay', provider: 'xendit', feeRateBp: 200, sort: 13, regions: ['IDN'] },
  { id: 'xendit_gcash', provider: 'xendit', feeRateBp: 230, sort: 10, regions: ['PHL'] },
  { id: 'xendit_maya', provider: 'xendit', feeRateBp: 200, sort: 11, regions: ['PHL'] },
  { id: 'xendit_momo', provider: 'xendit', feeRateBp: 200, sort: 10, regions: ['VNM'] },
  { id: 'xendit_truemoney', provider: 'xendit', feeRateBp: 200, sort: 10, regions: ['THA'] },
  { id: 'xendit_touchngo', provider: 'xendit', feeRateBp: 150, sort: 10, regions: ['MYS'] },
  { id: 'stripe_card', provider: 'stripe', feeRateBp: 0, sort: 40, regions: EVERY_REGION },
  // The sandbox's (which the demo and its tests pay with), its SBP staying the cheapest.
  { id: 'card', provider: 'sandbox', feeRateBp: 200, sort: 60, regions: EVERY_REGION },
  { id: 'sbp', provider: 'sandbox', feeRateBp: 0, sort: 70, regions: ['RUS'] },
  { id: 'ewallet', provider: 'sandbox', feeRateBp: 150, sort: 80, regions: E_WALLET_REGIONS },
] as const;

/**
 * Listed in its region but switched off until the owner turns it on in the console: Xendit opens
 * TrueMoney to a business only on request, so a Thai store starts without it.
 */
const OFF_AT_FIRST = new Set(['THA:xendit_truemoney']);

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
        regions.map((regionCode) => ({
          methodId: id,
          regionCode,
          sort,
          enabled: !OFF_AT_FIRST.has(`${regionCode}:${id}`),
        })),
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
