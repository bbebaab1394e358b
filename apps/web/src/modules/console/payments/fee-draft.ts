import { MAX_FEE_RATE_BP, type ConsolePaymentMethod } from '@storefront/contracts/console-payments';

/** A method's fees as typed: the percentage as a decimal, each fixed fee in minor units. */
export interface FeeDraft {
  rate: string;
  fixed: Record<string, string>;
}

export const draftOf = (method: ConsolePaymentMethod): FeeDraft => ({
  rate: String(method.feeRateBp / 100),
  fixed: Object.fromEntries(method.fixedFees.map(({ currency, fee }) => [currency, String(fee)])),
});

/** "1.5" % as hundredths of a percent (150); undefined unless 0–20 with at most two decimals. */
export function rateBp(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= MAX_FEE_RATE_BP ? bp : undefined;
}

/** A fixed fee: a whole number of minor units, 0 or more. */
export function fixedFee(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** Whether the draft differs from what is saved. */
export function feesChanged(method: ConsolePaymentMethod, draft: FeeDraft): boolean {
  return (
    rateBp(draft.rate) !== method.feeRateBp ||
    method.fixedFees.some(({ currency, fee }) => fixedFee(draft.fixed[currency] ?? '') !== fee)
  );
}
