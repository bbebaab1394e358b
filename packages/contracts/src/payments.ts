import { z } from 'zod';
import { QuoteCurrency } from './catalog.ts';
import { OrderNo, OrderStatus, PaymentMethodId } from './orders.ts';

/** `payment/methods`: the methods offered for the order's region, each with its fee and total. */
export const PaymentMethodsRequest = z.object({ orderNo: OrderNo });

/** The payment providers the store speaks to (each on or off by the server's environment). */
export const PaymentProvider = z.enum(['sandbox', 'stripe', 'yookassa', 'xendit']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/**
 * A payment method as the payment page lists it. The web names it from its own messages by `id`
 * (`card`, `sbp`, `ewallet`, `stripe_card`…). `handlingFee` is the method's percentage of the
 * order's amount plus its fixed fee in the order's currency, rounded once; `payAmount` is what this
 * method would charge.
 */
export const PaymentMethodOption = z.object({
  id: z.string(),
  provider: PaymentProvider,
  handlingFee: z.number().int(),
  payAmount: z.number().int(),
});
export type PaymentMethodOption = z.infer<typeof PaymentMethodOption>;

export const PaymentMethods = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  currency: QuoteCurrency,
  /** The order's amount before any handling fee. */
  productAmount: z.number().int(),
  discountAmount: z.number().int(),
  paymentDeadline: z.number().int(),
  /** The method the order is quoted with now (null before one is chosen). */
  selected: z.string().nullable(),
  list: z.array(PaymentMethodOption),
});
export type PaymentMethods = z.infer<typeof PaymentMethods>;

/** An Indonesian mobile number in the international form its e-wallets take: `+628…`, 9 to 13 digits after `+62`. */
export const IndonesianMobileNumber = z.string().regex(/^\+628\d{7,11}$/);

/**
 * `payment/start`: quote the order with the chosen method and open the provider's payment page.
 * The browser goes to `redirectUrl`; the provider sends it back to
 * `/{lang}/payment?orderNo=…&result=success|fail`, but only the provider's signed notification to
 * `/api/hooks/<provider>` marks the order paid. An order with nothing to pay (a coupon took it all)
 * is paid at once, and `redirectUrl` is its `/{lang}/orderDetail` page. -1209 when the order can
 * no longer be paid, -1206 for a method not offered in the order's region, -1220 for an amount
 * below the provider's minimum.
 *
 * `mobileNumber`: the payer's wallet account, for a method that asks it (OVO), which has no page:
 * the wallet asks the payer to approve in its app, and `redirectUrl` is this store's payment page
 * waiting for it (`result=app`); -1229 when it is missing or the provider refuses it. `qrCode`: for
 * a wallet that opens only in its app (ShopeePay), the code a desktop shows for a phone to scan,
 * while a phone opens `redirectUrl`, the app's link.
 */
export const PaymentStartRequest = z.object({
  orderNo: OrderNo,
  paymentMethod: PaymentMethodId,
  mobileNumber: IndonesianMobileNumber.optional(),
});
export const PaymentStart = z.object({ redirectUrl: z.string(), qrCode: z.string().optional() });
export type PaymentStart = z.infer<typeof PaymentStart>;

/**
 * `payment/attempt`: what became of the order's latest payment attempt, for a page that waits while
 * the payer approves in their wallet's app (OVO): the order stays unpaid, and payable again, when an
 * attempt fails, so its status alone never tells the page that the payer declined or let it expire.
 * `none`: no attempt yet; `failed`: declined, expired or refused by the provider; `succeeded`: the
 * provider took the money (the order's own status says what the store made of it).
 */
export const PaymentAttemptRequest = z.object({ orderNo: OrderNo });
export const PaymentAttemptState = z.enum(['none', 'pending', 'failed', 'succeeded']);
export type PaymentAttemptState = z.infer<typeof PaymentAttemptState>;
export const PaymentAttempt = z.object({ state: PaymentAttemptState });
export type PaymentAttempt = z.infer<typeof PaymentAttempt>;

/** A sandbox gateway checkout session id. */
export const SandboxSessionId = z
  .string()
  .trim()
  .regex(/^sbx_[A-Za-z0-9_-]{16,64}$/);

/** `sandbox/session`: what the sandbox gateway's hosted page shows. */
export const SandboxSessionRequest = z.object({ sessionId: SandboxSessionId });
export const SandboxSession = z.object({
  sessionId: z.string(),
  merchantOrderNo: z.string(),
  currency: QuoteCurrency,
  amount: z.number().int(),
  /** `expired`: its order closed unpaid, so the page takes no payment. */
  state: z.enum(['open', 'paid', 'declined', 'abandoned', 'expired']),
});
export type SandboxSession = z.infer<typeof SandboxSession>;

/**
 * `sandbox/decide`: the customer's choice on the sandbox gateway's page. Like a real gateway it
 * answers where to send the browser, and notifies the store's webhook later, signed, from a job.
 */
export const SandboxDecideRequest = z.object({
  sessionId: SandboxSessionId,
  action: z.enum(['pay', 'decline', 'abandon']),
  /** The test card that pays: the gateway names it as the payer, as Stripe names a card's fingerprint. */
  payer: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export const SandboxDecision = z.object({ returnUrl: z.string() });
export type SandboxDecision = z.infer<typeof SandboxDecision>;
