import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AmountTooSmallError,
  MobileNumberError,
  ProviderUnavailableError,
  RefundFailedError,
  RefundRefusedError,
  refundKey,
  UnverifiedNotificationError,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRow,
} from './provider.ts';

/**
 * The store's Xendit methods, by method id, to Xendit's channel code. Most open a page from an
 * address; OVO has none (it asks the payer, named by mobile number, in its app) and ShopeePay opens
 * only in its app, by a link on a phone or a QR code on a desktop. GoPay is not among Xendit's
 * e-wallet charges: it takes it only through its newer Payment Requests API.
 */
export const XENDIT_CHANNELS: Record<string, string> = {
  xendit_dana: 'ID_DANA',
  xendit_linkaja: 'ID_LINKAJA',
  xendit_ovo: 'ID_OVO',
  xendit_shopeepay: 'ID_SHOPEEPAY',
  xendit_gcash: 'PH_GCASH',
  xendit_maya: 'PH_PAYMAYA',
  xendit_momo: 'VN_MOMO',
  xendit_truemoney: 'TH_TRUEMONEY',
  xendit_touchngo: 'MY_TOUCHNGO',
};

/**
 * The smallest charge Xendit documents for its e-wallets, in the currency's whole units (IDR 100,
 * PHP 1, MYR 1): refused here without a call. Other minimums Xendit states in its answer.
 */
const DOCUMENTED_MINIMUM: Record<string, number> = { IDR: 100, PHP: 1, MYR: 1 };

/** An e-wallet charge as Xendit answers it, as far as the store reads it. */
interface Charge {
  id: string;
  reference_id: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'VOIDED';
  currency: string;
  charge_amount: number;
  refunded_amount: number | null;
  actions: {
    desktop_web_checkout_url: string | null;
    mobile_web_checkout_url: string | null;
    mobile_deeplink_checkout_url: string | null;
    qr_checkout_string?: string | null;
  } | null;
}

interface Refund {
  id: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  failure_code: string | null;
}

/** Xendit's error answer: a code to act on and a message in English (kept out of the customer's sight). */
class XenditError extends Error {
  override name = 'XenditError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${status} ${code}: ${message}`);
  }
}

export interface XenditProviderOptions {
  secretKey: string;
  callbackToken: string;
  /** Another API host (a local fake in tests); https://api.xendit.co when absent. */
  apiUrl?: string;
  /** How long one call may take before Xendit counts as down. */
  timeoutMs?: number;
  /** The minor units of our currencies: Xendit counts every currency in its whole unit. */
  minorUnitsOf: (currency: string) => Promise<number>;
  /** The id of our payment whose Xendit charge this is, when the store has one. */
  paymentIdOf: (chargeId: string) => Promise<string | undefined>;
}

/** Equal tokens, compared in a time that tells nothing about where they differ (nor their length). */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Xendit's one-time e-wallet charges (DANA, LinkAja, OVO and ShopeePay in Indonesia, GCash and Maya in the
 * Philippines, MoMo, TrueMoney, Touch 'n Go), through its documented REST API and the platform's
 * fetch. The official `xendit-node` package (7.x) covers Xendit's newer Payment Requests and
 * Refunds, not the e-wallet charges this store's channels use, so it would leave most of this
 * module hand-written anyway.
 *
 * A callback is authenticated only by the account's fixed token, which anyone who once saw it can
 * replay: so it is read as a hint, and what Xendit's API answers for the charge decides, as when
 * the store asks on its own (fetchOutcome). Both give the same event id for the same outcome.
 */
export function xenditProvider(options: XenditProviderOptions): PaymentProvider {
  const base = (options.apiUrl ?? 'https://api.xendit.co').replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  /** One call; ProviderUnavailableError when Xendit cannot answer (down, timed out, its own error). */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(idempotencyKey && { 'x-idempotency-key': idempotencyKey }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`Xendit could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let data: Record<string, unknown> = {};
    try {
      data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // Not Xendit's JSON (a proxy's page): its status alone says what happened.
    }
    if (response.status >= 500 || response.status === 429) {
      throw new ProviderUnavailableError(
        `Xendit answered ${response.status} ${String(data.error_code ?? '')}`,
      );
    }
    if (!response.ok) {
      throw new XenditError(
        response.status,
        String(data.error_code ?? 'UNKNOWN'),
        String(data.message ?? ''),
      );
    }
    return data as T;
  }

  /** Our minor units to Xendit's amount (a whole number of rupiah or dong, two decimals for pesos). */
  async function toXendit(currency: string, minor: number): Promise<number> {
    return minor / 10 ** (await options.minorUnitsOf(currency));
  }

  /** Xendit's amount back to our minor units; one that is not a whole number of them cannot match. */
  async function fromXendit(currency: string, amount: number): Promise<number> {
    const minor = amount * 10 ** (await options.minorUnitsOf(currency));
    return Math.abs(minor - Math.round(minor)) < 1e-6 ? Math.round(minor) : -1;
  }

  const getCharge = (id: string) => call<Charge>('GET', `/ewallets/charges/${encodeURIComponent(id)}`);

  /** The charge's outcome in a notification's form; null while the customer has not decided. */
  async function outcomeOf(charge: Charge): Promise<PaymentNotification | null> {
    const outcome =
      charge.status === 'SUCCEEDED' ? 'succeeded' : charge.status === 'PENDING' ? null : 'failed';
    if (!outcome) return null;
    const currency = charge.currency.toUpperCase();
    return {
      eventId: `query:${charge.id}:${outcome}`,
      providerRef: charge.id,
      outcome,
      amount: await fromXendit(currency, charge.charge_amount),
      currency,
    };
  }

  return {
    name: 'xendit',

    async startCheckout(payment, _order, { returnUrl, mobileNumber }) {
      const channel = XENDIT_CHANNELS[payment.methodId];
      if (!channel) throw new Error(`No Xendit channel for the method ${payment.methodId}`);
      const amount = await toXendit(payment.currencyCode, payment.amount);
      if (amount < (DOCUMENTED_MINIMUM[payment.currencyCode] ?? 0)) {
        throw new AmountTooSmallError(`Below Xendit's minimum in ${payment.currencyCode}`);
      }
      const back = (result: string) => {
        const url = new URL(returnUrl);
        url.searchParams.set('result', result);
        return url.toString();
      };
      // OVO takes only the payer's account: it has no page to come back from.
      const ovo = channel === 'ID_OVO';
      if (ovo && !mobileNumber) throw new MobileNumberError("OVO needs the payer's mobile number");
      let charge: Charge;
      try {
        charge = await call<Charge>(
          'POST',
          '/ewallets/charges',
          {
            reference_id: payment.id,
            currency: payment.currencyCode,
            amount,
            checkout_method: 'ONE_TIME_PAYMENT',
            channel_code: channel,
            channel_properties: ovo
              ? { mobile_number: mobileNumber }
              : {
                  success_redirect_url: back('success'),
                  failure_redirect_url: back('fail'),
                  cancel_redirect_url: back('cancel'),
                },
            metadata: { order_no: payment.orderNo },
          },
          `checkout-${payment.id}`,
        );
      } catch (error) {
        if (error instanceof XenditError && error.code === 'API_VALIDATION_ERROR') {
          // Xendit names the field at fault: a channel's minimum on the amount, or the payer's number.
          if (/mobile_number/i.test(error.message)) throw new MobileNumberError(error.message);
          if (/amount/i.test(error.message)) throw new AmountTooSmallError(error.message);
        }
        throw error;
      }
      // The payer approves in OVO's app: the store's own page waits for it.
      if (ovo) return { providerRef: charge.id, redirectUrl: back('app') };
      const page =
        charge.actions?.desktop_web_checkout_url ??
        charge.actions?.mobile_web_checkout_url ??
        charge.actions?.mobile_deeplink_checkout_url;
      if (!page) throw new Error(`Xendit answered a ${channel} charge without a page to open`);
      const qrCode = charge.actions?.qr_checkout_string;
      return { providerRef: charge.id, redirectUrl: page, ...(qrCode && { qrCode }) };
    },

    async verifyNotification(rawBody, headers) {
      const token = headers['x-callback-token'];
      if (!sameToken((Array.isArray(token) ? token[0] : token) ?? '', options.callbackToken)) {
        throw new UnverifiedNotificationError('wrong or missing x-callback-token');
      }
      let callback: { event?: unknown; data?: { id?: unknown } };
      try {
        callback = JSON.parse(rawBody) as typeof callback;
      } catch {
        throw new UnverifiedNotificationError('the callback is not JSON');
      }
      // Refund and other callbacks tell nothing about whether an order is paid.
      if (callback.event !== 'ewallet.capture') return null;
      const id = callback.data?.id;
      if (typeof id !== 'string' || !id.startsWith('ewc_')) {
        throw new UnverifiedNotificationError('the callback names no e-wallet charge');
      }
      let charge: Charge;
      try {
        charge = await getCharge(id);
      } catch (error) {
        if (error instanceof XenditError && error.status === 404) {
          throw new UnverifiedNotificationError('Xendit knows no such charge');
        }
        throw error;
      }
      const paymentId = await options.paymentIdOf(charge.id);
      if (paymentId && charge.reference_id !== paymentId) {
        throw new UnverifiedNotificationError("the charge's reference is not its payment's");
      }
      return outcomeOf(charge);
    },

    async fetchOutcome(payment: PaymentRow) {
      if (!payment.providerRef) return null;
      const charge = await getCharge(payment.providerRef);
      if (charge.reference_id !== payment.id) {
        throw new Error(`Xendit's charge ${charge.id} is not of the payment ${payment.id}`);
      }
      return outcomeOf(charge);
    },

    async closeCheckout() {
      // Xendit cannot cancel a one-time e-wallet charge still open: it expires by itself, failed.
      // One the customer pays meanwhile is the store's notification path's (a closed order paid).
    },

    async refund(payment, part) {
      const chargeId = payment.providerRef!;
      let amount: number;
      if (part) {
        amount = await toXendit(payment.currencyCode, part.amount);
      } else {
        // All that is left: after a refund whose answer was lost, nothing, and that is the refund done.
        const charge = await getCharge(chargeId);
        amount = Number((charge.charge_amount - (charge.refunded_amount ?? 0)).toFixed(2));
        if (amount <= 0) return { providerRef: null };
      }
      const refunds = `/ewallets/charges/${encodeURIComponent(chargeId)}/refunds`;
      let refund: Refund;
      try {
        refund = await call<Refund>(
          'POST',
          refunds,
          { amount, reason: 'REQUESTED_BY_CUSTOMER' },
          refundKey(payment, `refund-${part?.idempotencyKey ?? payment.id}`),
        );
      } catch (error) {
        if (error instanceof XenditError && error.code === 'MAXIMUM_REFUND_AMOUNT_REACHED') {
          throw new RefundRefusedError(error.message);
        }
        throw error;
      }
      // The same key answers the refund as it was made: its state now is asked by its id.
      if (refund.status === 'PENDING') {
        refund = await call<Refund>('GET', `${refunds}/${encodeURIComponent(refund.id)}`);
      }
      if (refund.status === 'FAILED') {
        throw new RefundFailedError(`Xendit failed the refund ${refund.id}: ${refund.failure_code}`);
      }
      if (refund.status === 'PENDING') throw new Error(`the refund ${refund.id} is still pending at Xendit`);
      return { providerRef: refund.id };
    },
  };
}
