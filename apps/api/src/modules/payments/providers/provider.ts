import type { Lang } from '@storefront/contracts';
import type { OrderRow } from '../../orders/index.ts';
import type { payments } from '../tables.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What a provider's signed notification says happened to one checkout session. */
export interface PaymentNotification {
  /** The provider's id of this notification: a repeat of it changes nothing. */
  eventId: string;
  /** The checkout session it is about (`payments.provider_ref`). */
  providerRef: string;
  outcome: 'succeeded' | 'failed';
  /** Minor units, as the provider charged them. */
  amount: number;
  currency: string;
  /** Who paid, when the provider says (a card's fingerprint, a payer id): one payer is one person. */
  payer?: string;
}

/** A notification that cannot be trusted: bad or missing signature, too old, malformed. */
export class UnverifiedNotificationError extends Error {
  override name = 'UnverifiedNotificationError';
}

/** An amount below the provider's minimum charge (in that currency): the customer is told -1220. */
export class AmountTooSmallError extends Error {
  override name = 'AmountTooSmallError';
}

/** The payer's mobile number a wallet needs (OVO) is missing, or the provider refused it: the customer is told -1229. */
export class MobileNumberError extends Error {
  override name = 'MobileNumberError';
}

/** The provider could not be reached, or failed on its side: nothing was opened, trying later may work. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** Part of a payment to give back: minor units of the payment's currency, and the refund's own id as the key. */
export interface RefundPart {
  amount: number;
  idempotencyKey: string;
}

/** The provider will not make this refund (more than is left of the payment): asking again will not change it. */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
}

/**
 * The provider made the refund and says it failed (Xendit FAILED, YooKassa canceled): no money went
 * back, and a fresh refund may go through. The payment's `refundsFailed` then rises (see
 * providers/index.ts), which gives the next refund a key of its own; a refund whose answer was lost
 * is never this error, so it is asked again under the same key and made once.
 */
export class RefundFailedError extends Error {
  override name = 'RefundFailedError';
}

/** The key of a refund of `payment`: `base`, or after refunds that failed, one of its own. */
export function refundKey(payment: PaymentRow, base: string): string {
  return payment.refundsFailed ? `${base}-${payment.refundsFailed}` : base;
}

/** One payment provider behind the store's single interface (the sandbox gateway, Stripe…). */
export interface PaymentProvider {
  name: PaymentRow['provider'];
  /**
   * Opens the provider's payment page for one attempt: where to send the browser, and the
   * session's id. `returnUrl` is where the provider sends the browser back; `lang` the page's language;
   * `mobileNumber` the payer's wallet account, for a wallet that asks it (MobileNumberError when
   * missing or refused). `qrCode` is for a wallet that opens only in its app: a desktop shows it.
   * AmountTooSmallError when the provider takes no payment that small.
   */
  startCheckout(
    payment: PaymentRow,
    order: OrderRow,
    page: { returnUrl: string; lang: Lang; mobileNumber?: string },
  ): Promise<{ providerRef: string; redirectUrl: string; qrCode?: string }>;
  /**
   * Checks the signature and reads the notification (UnverifiedNotificationError otherwise); null
   * for a genuine notification of something that does not concern a payment's outcome.
   */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentNotification | null>;
  /**
   * Gives the payment's money back: all that is left of it, or `part` of it under that part's own
   * idempotency key (asking again with the key refunds once). A part over what is left of the payment
   * is refused (RefundRefusedError); one the provider made and failed is RefundFailedError. Answers
   * the provider's id of the refund, when it gives one.
   */
  refund(payment: PaymentRow, part?: RefundPart): Promise<{ providerRef: string | null }>;
  /**
   * Asks the provider's own API what became of the attempt (the store asks; it does not only wait
   * for notifications): its outcome in a notification's form, applied through the same idempotent
   * path, or null while nothing is decided (the customer is still paying). `eventId` is the same
   * each time the same outcome is asked (`query:<provider ref>:<outcome>`). A notification that
   * carries no signature (YooKassa) is read through this too. ProviderUnavailableError when the
   * provider cannot answer now.
   */
  fetchOutcome(payment: PaymentRow): Promise<PaymentNotification | null>;
  /**
   * Ends the payment's page so that it takes no money: its order closed unpaid. Safe to repeat; a
   * page the customer has already paid or left stays as it is.
   */
  closeCheckout(payment: PaymentRow): Promise<void>;
}
