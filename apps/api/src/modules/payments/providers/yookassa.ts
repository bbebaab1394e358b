import type { Lang } from '@storefront/contracts';
import { z } from 'zod';
import type { OrderRow } from '../../orders/index.ts';
import {
  AmountTooSmallError,
  ProviderUnavailableError,
  RefundFailedError,
  RefundRefusedError,
  refundKey,
  UnverifiedNotificationError,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRow,
} from './provider.ts';

const YOOKASSA_API = 'https://api.yookassa.ru/v3';

/** YooKassa's smallest payment: one rouble, in kopecks. */
const MINIMUM_RUB = 100;

/**
 * The YooKassa method each of our methods opens, by the end of its id (`yookassa_card`…): its page
 * then shows only that one. A method of another id lets the customer choose on YooKassa's page.
 */
const METHOD_TYPES: Record<string, string> = {
  card: 'bank_card',
  sbp: 'sbp',
  sberpay: 'sberbank',
  yoomoney: 'yoo_money',
};

/** The languages YooKassa's own page speaks; every other one of ours reads it in English. */
const PAGE_LOCALES: Partial<Record<Lang, string>> = { ru: 'ru_RU' };

const Amount = z.object({ value: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string().length(3) });

/** A payment as YooKassa's API answers it (what the store reads of it). */
const YookassaPayment = z.object({
  id: z.string(),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: Amount,
  refunded_amount: Amount.optional(),
  confirmation: z.object({ confirmation_url: z.string().optional() }).optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
type YookassaPayment = z.infer<typeof YookassaPayment>;

const YookassaRefund = z.object({
  id: z.string(),
  status: z.enum(['pending', 'succeeded', 'canceled']),
});

/** A notification: unsigned, so only the id of what it is about is read from it. */
const Notification = z.object({
  type: z.literal('notification'),
  event: z.string().max(64),
  object: z.object({ id: z.string().regex(/^[\w-]{1,64}$/) }),
});

/** YooKassa's answer that it will not do what was asked (its own words, and the field at fault). */
class YookassaRefusal extends Error {
  override name = 'YookassaRefusal';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly parameter: string | undefined,
    description: string,
  ) {
    super(`YooKassa ${status} ${code}${parameter ? ` (${parameter})` : ''}: ${description}`);
  }
}

/** The 54-FZ receipt's terms, when the owner has turned fiscal receipts on. */
export interface ReceiptTerms {
  /** YooKassa's VAT code of the store's goods (1: no VAT … 6: 20/120). */
  vatCode: number;
}

export interface YookassaProviderOptions {
  shopId: string;
  secretKey: string;
  /** Another API (a local fake in tests); https://api.yookassa.ru/v3 when absent. */
  apiUrl?: string;
  /** How long one call may take before YooKassa counts as unavailable. */
  timeoutMs?: number;
  /** Our attempt that a YooKassa payment id belongs to, if any. */
  paymentOf: (providerRef: string) => Promise<PaymentRow | undefined>;
  /** The minor units of our currencies (YooKassa counts in hundredths). */
  minorUnitsOf: (currency: string) => Promise<number>;
  /** The order's product as the payment's description names it. */
  productName: (order: OrderRow) => Promise<string>;
  /** The receipt's terms when the owner sends fiscal receipts; undefined when not. */
  receiptTerms: () => Promise<ReceiptTerms | undefined>;
}

/**
 * YooKassa (Russia), through its REST API v3 with the platform's fetch: one payment per attempt,
 * captured at once, created and refunded under an Idempotence-Key. Its notifications carry no
 * signature: one is only a hint, and the payment is read again from the API, which alone decides.
 */
export function yookassaProvider(options: YookassaProviderOptions): PaymentProvider {
  const base = (options.apiUrl ?? YOOKASSA_API).replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 20_000;

  /**
   * One API call. No answer, YooKassa's own failure, its rate limit or "still processing" (202:
   * ask again with the same key) are an outage; any other refusal is YookassaRefusal.
   */
  async function call<T>(
    schema: z.ZodType<T>,
    path: string,
    init: { body?: unknown; idempotenceKey?: string } = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: {
          authorization,
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
          ...(init.idempotenceKey && { 'idempotence-key': init.idempotenceKey }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`YooKassa did not answer: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 202 || response.status === 429 || response.status >= 500) {
      throw new ProviderUnavailableError(`YooKassa answered ${response.status}`);
    }
    if (!response.ok) {
      throw new YookassaRefusal(
        response.status,
        String(answer.code ?? 'error'),
        typeof answer.parameter === 'string' ? answer.parameter : undefined,
        String(answer.description ?? ''),
      );
    }
    return schema.parse(answer);
  }

  /** Our minor units as YooKassa's decimal string ("99.00"), integers all the way. */
  async function valueOf(amount: number, currency: string): Promise<string> {
    const hundredths = amount * 10 ** Math.max(2 - (await options.minorUnitsOf(currency)), 0);
    return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  }

  /** YooKassa's decimal string back in our minor units; one that does not convert exactly is -1 (matches nothing). */
  async function minorOf({ value, currency }: { value: string; currency: string }): Promise<number> {
    const [whole, fraction = ''] = value.split('.');
    const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    const factor = 10 ** Math.max(2 - (await options.minorUnitsOf(currency)), 0);
    return hundredths % factor === 0 ? hundredths / factor : -1;
  }

  const paymentPath = (id: string) => `/payments/${encodeURIComponent(id)}`;

  /**
   * Money YooKassa took that the store does not accept (another amount or currency than the
   * attempt's, or a payment that names another attempt): all that is left of it goes back at once.
   */
  async function giveBack(taken: YookassaPayment): Promise<void> {
    const left =
      (await minorOf(taken.amount)) - (taken.refunded_amount ? await minorOf(taken.refunded_amount) : 0);
    if (left <= 0) return;
    await call(YookassaRefund, '/refunds', {
      body: {
        payment_id: taken.id,
        amount: { value: await valueOf(left, taken.amount.currency), currency: taken.amount.currency },
      },
      idempotenceKey: `not-accepted-${taken.id}`,
    });
  }

  /** What YooKassa's API says of the attempt, as a notification; null while it is undecided. */
  async function outcomeOf(payment: PaymentRow): Promise<PaymentNotification | null> {
    const found = await call(YookassaPayment, paymentPath(payment.providerRef!));
    if (found.status === 'pending' || found.status === 'waiting_for_capture') return null;
    const outcome = found.status === 'succeeded' ? 'succeeded' : 'failed';
    const amount = await minorOf(found.amount);
    const currency = found.amount.currency.toUpperCase();
    const ours = found.metadata?.paymentId === payment.id && found.metadata?.orderNo === payment.orderNo;
    if (
      outcome === 'succeeded' &&
      (!ours || amount !== payment.amount || currency !== payment.currencyCode)
    ) {
      await giveBack(found);
      // Told as it is: the store records the mismatch and applies nothing.
      if (!ours)
        throw new UnverifiedNotificationError(
          "the payment at YooKassa names another of the store's attempts",
        );
    }
    return { eventId: `query:${found.id}:${outcome}`, providerRef: found.id, outcome, amount, currency };
  }

  return {
    name: 'yookassa',

    async startCheckout(payment, order, { returnUrl, lang }) {
      if (payment.currencyCode === 'RUB' && payment.amount < MINIMUM_RUB) {
        throw new AmountTooSmallError(`YooKassa takes no payment under ${MINIMUM_RUB} kopecks`);
      }
      const amount = {
        value: await valueOf(payment.amount, payment.currencyCode),
        currency: payment.currencyCode,
      };
      const description = (await options.productName(order)).slice(0, 128);
      const type = METHOD_TYPES[payment.methodId.replace(/^yookassa_/, '')];
      const terms = await options.receiptTerms();
      let created: YookassaPayment;
      try {
        created = await call(YookassaPayment, '/payments', {
          body: {
            amount,
            capture: true,
            confirmation: { type: 'redirect', return_url: returnUrl, locale: PAGE_LOCALES[lang] ?? 'en_US' },
            description,
            metadata: { orderNo: order.orderNo, paymentId: payment.id },
            ...(type && { payment_method_data: { type } }),
            ...(terms &&
              order.email && {
                receipt: {
                  customer: { email: order.email },
                  items: [
                    {
                      description,
                      quantity: '1.00',
                      amount,
                      vat_code: terms.vatCode,
                      payment_mode: 'full_payment',
                      payment_subject: 'service',
                    },
                  ],
                },
              }),
          },
          idempotenceKey: `checkout-${payment.id}`,
        });
      } catch (error) {
        if (error instanceof YookassaRefusal && error.parameter?.startsWith('amount.value')) {
          throw new AmountTooSmallError(error.message);
        }
        throw error;
      }
      const redirectUrl = created.confirmation?.confirmation_url;
      if (!redirectUrl) throw new Error('YooKassa answered a payment without a confirmation URL');
      return { providerRef: created.id, redirectUrl };
    },

    async verifyNotification(rawBody) {
      let notice: z.infer<typeof Notification>;
      try {
        notice = Notification.parse(JSON.parse(rawBody));
      } catch {
        throw new UnverifiedNotificationError('malformed notification');
      }
      // Refunds are confirmed by the refund's own answer; nothing else concerns an outcome.
      if (!notice.event.startsWith('payment.')) return null;
      const payment = await options.paymentOf(notice.object.id);
      // Of no attempt here: the store acknowledges it, and asks YooKassa nothing about it.
      if (!payment) {
        return {
          eventId: `unknown:${notice.object.id}`,
          providerRef: notice.object.id,
          outcome: 'failed',
          amount: 0,
          currency: 'RUB',
        };
      }
      return outcomeOf(payment);
    },

    fetchOutcome: outcomeOf,

    async refund(payment, part) {
      let refund: z.infer<typeof YookassaRefund>;
      try {
        if (part) {
          refund = await call(YookassaRefund, '/refunds', {
            body: {
              payment_id: payment.providerRef,
              amount: {
                value: await valueOf(part.amount, payment.currencyCode),
                currency: payment.currencyCode,
              },
            },
            idempotenceKey: refundKey(payment, `refund-${part.idempotencyKey}`),
          });
        } else {
          const found = await call(YookassaPayment, paymentPath(payment.providerRef!));
          const given = found.refunded_amount ? await minorOf(found.refunded_amount) : 0;
          const left = (await minorOf(found.amount)) - given;
          // Given back already (a repeat after YooKassa forgot the key): that is the refund done.
          if (left <= 0) return { providerRef: null };
          refund = await call(YookassaRefund, '/refunds', {
            body: {
              payment_id: payment.providerRef,
              amount: { value: await valueOf(left, payment.currencyCode), currency: payment.currencyCode },
            },
            idempotenceKey: refundKey(payment, `refund-${payment.id}-${given}`),
          });
        }
      } catch (error) {
        if (error instanceof YookassaRefusal && error.status === 400)
          throw new RefundRefusedError(error.message);
        throw error;
      }
      // The same key answers the same refund: its state now is asked by its id.
      if (refund.status === 'pending') {
        refund = await call(YookassaRefund, `/refunds/${encodeURIComponent(refund.id)}`);
      }
      if (refund.status === 'canceled')
        throw new RefundFailedError(`YooKassa canceled the refund ${refund.id}`);
      if (refund.status === 'pending') throw new Error('the refund is still pending at YooKassa');
      return { providerRef: refund.id };
    },

    /**
     * A payment captured at once cannot be cancelled while the customer is still on its page:
     * YooKassa cancels it itself when its time runs out. One held for capture is cancelled here.
     */
    async closeCheckout(payment) {
      const found = await call(YookassaPayment, paymentPath(payment.providerRef!));
      if (found.status !== 'waiting_for_capture') return;
      await call(YookassaPayment, `${paymentPath(found.id)}/cancel`, {
        body: {},
        idempotenceKey: `cancel-${payment.id}`,
      });
    },
  };
}
