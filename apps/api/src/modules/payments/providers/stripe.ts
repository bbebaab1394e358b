import type { Lang } from '@storefront/contracts';
import Stripe from 'stripe';
import type { OrderRow } from '../../orders/index.ts';
import {
  AmountTooSmallError,
  ProviderUnavailableError,
  RefundRefusedError,
  UnverifiedNotificationError,
  type PaymentNotification,
  type PaymentProvider,
} from './provider.ts';

/** Currencies Stripe counts in whole units; every other one of ours it counts in hundredths. */
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/**
 * Our minor units to Stripe's and back: the rupiah has none in our catalogue (Rp 15 000 is 15000)
 * but two at Stripe (1500000). A factor of 1 for most currencies.
 */
function stripeFactor(currency: string, minorUnits: number): number {
  const stripeDecimals = STRIPE_ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
  return 10 ** Math.max(stripeDecimals - minorUnits, 0);
}

/** Checkout's own page languages; ours without one of its own get Checkout's automatic choice. */
const CHECKOUT_LOCALES: Partial<Record<Lang, Stripe.Checkout.SessionCreateParams.Locale>> = {
  en: 'en',
  cn: 'zh',
  tw: 'zh-TW',
  ru: 'ru',
  id: 'id',
  ms: 'ms',
  tl: 'fil',
  th: 'th',
  vi: 'vi',
  pt: 'pt',
};

/**
 * Stripe's refusals the customer can act on, in the store's words. Its minimum charge depends on
 * the currency and, for most, on the day's rate to the account's own currency: only its answer
 * tells. An outage (no connection, its own error, its rate limit, after the SDK's retries) is
 * temporary: the customer may try again or choose another method.
 */
function checkoutFailureAsOurs(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError && error.code === 'amount_too_small') {
    throw new AmountTooSmallError(error.message);
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    throw new ProviderUnavailableError(error.message);
  }
  throw error;
}

/**
 * A refund asked for again after Stripe forgot its idempotency key (24 h: the refund sweep asks
 * hours apart) finds the money already given back: that is the refund done, not a failure.
 */
function alreadyRefunded(error: unknown): undefined {
  if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return;
  throw error;
}

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a local fake in tests); api.stripe.com when absent. */
  apiUrl?: string;
  /** The minor units of our currencies, for the conversion to Stripe's. */
  minorUnitsOf: (currency: string) => Promise<number>;
  /** The order's product as the checkout page names it. */
  productName: (order: OrderRow) => Promise<string>;
}

/**
 * Stripe Checkout: one Checkout Session per attempt, amounts in Stripe's minor units, webhooks
 * verified by the SDK under STRIPE_WEBHOOK_SECRET. Only these events act on an order:
 * completed with payment taken, and the delayed methods' succeeded or failed; an expired session
 * is an attempt that failed. Every other event is acknowledged and ignored.
 */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  /**
   * The fingerprint of the card that paid the session: the same card gives the same one, whoever's
   * account it pays from. The event names only the payment intent, so Stripe is asked; an answer
   * that fails leaves the payer unknown rather than hold the payment back.
   */
  async function payerOf(session: Stripe.Checkout.Session): Promise<string | undefined> {
    const intent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) return undefined;
    try {
      const { latest_charge: charge } = await stripe.paymentIntents.retrieve(intent, {
        expand: ['latest_charge'],
      });
      return typeof charge === 'object'
        ? (charge?.payment_method_details?.card?.fingerprint ?? undefined)
        : undefined;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) return undefined;
      throw error;
    }
  }

  async function fromSession(
    eventId: string,
    session: Stripe.Checkout.Session,
    outcome: PaymentNotification['outcome'],
  ): Promise<PaymentNotification> {
    const currency = (session.currency ?? '').toUpperCase();
    const factor = stripeFactor(currency, await options.minorUnitsOf(currency));
    return {
      eventId,
      providerRef: session.id,
      outcome,
      // An amount not divisible back is not ours: it cannot match, and is refused as a mismatch.
      amount: (session.amount_total ?? -1) / factor,
      currency,
      payer: outcome === 'succeeded' ? await payerOf(session) : undefined,
    };
  }

  return {
    name: 'stripe',

    async startCheckout(payment, order, { returnUrl, lang }) {
      const factor = stripeFactor(payment.currencyCode, await options.minorUnitsOf(payment.currencyCode));
      const back = (result: string) => {
        const url = new URL(returnUrl);
        url.searchParams.set('result', result);
        return url.toString();
      };
      const created = stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currencyCode.toLowerCase(),
                unit_amount: payment.amount * factor,
                product_data: { name: await options.productName(order) },
              },
            },
          ],
          client_reference_id: order.orderNo,
          metadata: { orderNo: order.orderNo, paymentId: payment.id },
          payment_intent_data: { metadata: { orderNo: order.orderNo, paymentId: payment.id } },
          customer_email: order.email ?? undefined,
          locale: CHECKOUT_LOCALES[lang] ?? 'auto',
          success_url: back('success'),
          cancel_url: back('cancel'),
        },
        { idempotencyKey: `checkout-${payment.id}` },
      );
      const session = await created.catch(checkoutFailureAsOurs);
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async verifyNotification(rawBody, headers) {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          (Array.isArray(signature) ? signature[0] : signature) ?? '',
          options.webhookSecret,
        );
      } catch (error) {
        throw new UnverifiedNotificationError((error as Error).message);
      }
      switch (event.type) {
        case 'checkout.session.completed':
          // Delayed methods (bank debits) complete unpaid; their own event follows.
          return event.data.object.payment_status === 'paid'
            ? fromSession(event.id, event.data.object, 'succeeded')
            : null;
        case 'checkout.session.async_payment_succeeded':
          return fromSession(event.id, event.data.object, 'succeeded');
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return fromSession(event.id, event.data.object, 'failed');
        default:
          return null;
      }
    },

    // The session as Stripe keeps it: paid, or expired without payment; anything else is undecided
    // (still open, or a delayed method's payment on its way: its own event or a later ask tells).
    async fetchOutcome(payment) {
      const session = await stripe.checkout.sessions
        .retrieve(payment.providerRef!)
        .catch(checkoutFailureAsOurs);
      const outcome =
        session.payment_status === 'paid' ? 'succeeded' : session.status === 'expired' ? 'failed' : null;
      return outcome && fromSession(`query:${session.id}:${outcome}`, session, outcome);
    },

    async closeCheckout(payment) {
      // Only an open session can be expired: one already completed or expired is left as it is.
      try {
        await stripe.checkout.sessions.expire(payment.providerRef!);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(payment.providerRef!);
        if (session.status === 'open') throw error;
      }
    },

    async refund(payment, part) {
      const session = await stripe.checkout.sessions.retrieve(payment.providerRef!);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error('Stripe session without a payment to refund');
      if (!part) {
        const whole = await stripe.refunds
          .create({ payment_intent: intent }, { idempotencyKey: `refund-${payment.id}` })
          .catch(alreadyRefunded);
        return { providerRef: whole?.id ?? null };
      }
      const factor = stripeFactor(payment.currencyCode, await options.minorUnitsOf(payment.currencyCode));
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount: part.amount * factor },
          { idempotencyKey: `refund-${part.idempotencyKey}` },
        );
        return { providerRef: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'amount_too_large') {
          throw new RefundRefusedError(error.message);
        }
        throw error;
      }
    },
  };
}
