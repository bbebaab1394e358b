import { z } from 'zod';
import { ERROR } from './errors.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { OWNER_ONLY } from './staff.ts';
import { PaymentProvider } from './payments.ts';

/**
 * The console's payment methods (issue 14, "The console" 4), for owners only (others: -1340).
 * `POST /api/admin/paymentMethods/<name>`.
 *
 * Per region: which methods are offered and in which order. Per method: its handling fee, a
 * percentage of the order's amount plus a fixed fee per currency (what the provider charges for the
 * method, the same in every region). A provider's credentials live in the server's environment
 * only: the console is told whether a provider is configured, never anything of its keys.
 *
 * Each save carries the `revision` it was loaded at; a save over an older one is answered -1349.
 */
const RegionCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,3}$/);
const MethodId = z.string().trim().min(1).max(40);
const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);
const Revision = z.number().int().min(0);

/** The highest percentage fee, in hundredths of a percent: 20 %. */
export const MAX_FEE_RATE_BP = 2000;
/** Hundredths of a percent: 150 is 1.5 %. */
export const FeeRateBp = z.number().int().min(0).max(MAX_FEE_RATE_BP);
/** A fixed fee in the currency's minor units. */
export const FixedFee = z.number().int().min(0).max(1_000_000_000);

export const MethodFixedFee = z.object({ currency: CurrencyCode, fee: FixedFee });
export type MethodFixedFee = z.infer<typeof MethodFixedFee>;

/** A method as a region's list shows it. */
export const ConsolePaymentMethod = z.object({
  id: z.string(),
  provider: PaymentProvider,
  /** Whether this server has the provider's credentials; without them the storefront leaves it out. */
  configured: z.boolean(),
  /** Offered in this region (false also for a method the region never had). */
  enabled: z.boolean(),
  feeRateBp: z.number().int(),
  /** Every currency of the store's regions, in that order; 0 where none is set. */
  fixedFees: z.array(MethodFixedFee),
  /** The method's fees' revision, for `saveFees`. */
  revision: z.number().int(),
});
export type ConsolePaymentMethod = z.infer<typeof ConsolePaymentMethod>;

/** A method's fees as saved: the same in every region. */
export const MethodFees = ConsolePaymentMethod.pick({
  id: true,
  feeRateBp: true,
  fixedFees: true,
  revision: true,
});
export type MethodFees = z.infer<typeof MethodFees>;

export const PaymentRegion = z.object({ code: z.string(), name: z.string(), currency: z.string() });
export type PaymentRegion = z.infer<typeof PaymentRegion>;

/** The region asked for, or the store's first. */
export const PaymentRegionRequest = z.object({ region: RegionCode.optional() });
export type PaymentRegionRequest = z.input<typeof PaymentRegionRequest>;

export const PaymentRegionView = z.object({
  regions: z.array(PaymentRegion),
  region: z.string(),
  /** The region's list's revision, for `saveRegion`. */
  revision: z.number().int(),
  /** The region's methods in its order, then the methods it does not offer. */
  methods: z.array(ConsolePaymentMethod),
});
export type PaymentRegionView = z.infer<typeof PaymentRegionView>;

export const SaveRegionRequest = z.object({
  region: RegionCode,
  revision: Revision,
  /** The region's methods in display order; a method left out is no longer offered there. */
  methods: z.array(z.object({ id: MethodId, enabled: z.boolean() })).max(100),
});
export type SaveRegionRequest = z.input<typeof SaveRegionRequest>;

export const SaveFeesRequest = z.object({
  methodId: MethodId,
  revision: Revision,
  feeRateBp: FeeRateBp,
  /** The fixed fee per currency; a currency left out keeps its fee. */
  fixedFees: z.array(MethodFixedFee).max(100),
});
export type SaveFeesRequest = z.input<typeof SaveFeesRequest>;

const REFUSED = [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED] as const;

export const paymentMethodCalls = {
  'paymentMethods/list': {
    request: PaymentRegionRequest,
    data: PaymentRegionView,
    roles: OWNER_ONLY,
    summary: "A region's payment methods in order, with fees and whether each provider is configured",
    errors: [...REFUSED, CONSOLE_ERROR.PAYMENT_REGION_UNKNOWN],
  },
  'paymentMethods/saveRegion': {
    request: SaveRegionRequest,
    data: PaymentRegionView,
    roles: OWNER_ONLY,
    summary: 'Which methods a region offers and in which order',
    errors: [
      ...REFUSED,
      CONSOLE_ERROR.PAYMENT_REGION_UNKNOWN,
      CONSOLE_ERROR.PAYMENT_METHOD_UNKNOWN,
      CONSOLE_ERROR.PAYMENT_METHOD_REPEATED,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
    ],
  },
  'paymentMethods/saveFees': {
    request: SaveFeesRequest,
    data: MethodFees,
    roles: OWNER_ONLY,
    summary: "A method's percentage fee and fixed fee per currency (in the currency's minor units)",
    errors: [
      ...REFUSED,
      CONSOLE_ERROR.PAYMENT_METHOD_UNKNOWN,
      CONSOLE_ERROR.PAYMENT_CURRENCY_UNKNOWN,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
    ],
  },
} as const;
