'use client';

import type { OrderDetail, OrderStatus } from '@storefront/contracts/orders';
import type { PaymentMethods } from '@storefront/contracts/payments';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import { useOrderDetail } from '@/lib/api/orders';
import { usePaymentMethods } from '@/lib/api/payments';
import { formatAmount } from '@storefront/contracts/money';
import { useOrderStatus } from '@/lib/orders/use-order-status';
import { gamePath, localePath } from '@/lib/routes';
import { methodKey, methodLogo } from '../method-name';
import { ContactSupport, type SupportContacts } from './contact-support';
import { asksMobileNumber, MobileNumberPay, ScanToPay, WaitingForApp } from './wallet-app';
import { clock, useSecondsLeft } from './use-countdown';
import styles from './payment-view.module.css';

/**
 * What the payment provider said when it sent the browser back, never what decides the order; `app`:
 * the payment was sent to the payer's wallet app (OVO), to approve there.
 */
export type ReturnResult = 'success' | 'fail' | 'cancel' | 'app' | undefined;

const PAID: ReadonlySet<OrderStatus> = new Set(['pendingShipment', 'completed', 'pendingRefund', 'refunded']);

interface PaymentViewProps {
  orderNo: string;
  result: ReturnResult;
  contacts?: SupportContacts;
  /** What paying agrees to, with links to the policies: rendered by the server, shown under Pay. */
  agreement?: ReactNode;
}

/**
 * The payment page: the order, the region's methods with their fees, Pay. Back from the provider it
 * says "payment completed" only once the order's own status (live or polled) says paid.
 */
export function PaymentView({ orderNo, result, contacts, agreement }: PaymentViewProps) {
  const prefix = useLangPrefix();
  const t = useTranslations('checkout');
  const live = useOrderStatus(orderNo);
  const loaded = usePaymentData(orderNo, live?.status ?? '');

  if (loaded === undefined) return <p className={styles.muted}>{t('loading')}</p>;
  if (loaded === 'missing') return <p className={styles.notice}>{t('orderMissing')}</p>;
  const { methods, order } = loaded;
  const status = live?.status ?? methods.status;
  const detailLink = localePath(prefix, 'orderDetail', { orderNo });

  return (
    <div className={styles.layout}>
      <OrderSummary order={order} methods={methods} />
      {PAID.has(status) ? (
        <section className={`${styles.panel} ${styles.success}`} role="status">
          <h2>{t('paymentCompleted')}</h2>
          <p>{t('paymentCompletedText')}</p>
          <Link className="button" href={detailLink}>
            {t('viewOrder')}
          </Link>
        </section>
      ) : status === 'closed' ? (
        <section className={styles.panel} role="status">
          <h2>{t('orderClosed')}</h2>
          <Link className="button" href={gamePath(prefix, order.product.id)}>
            {t('buyAgain')}
          </Link>
        </section>
      ) : result === 'app' ? (
        <WaitingForApp
          orderNo={orderNo}
          chooseAgain={localePath(prefix, 'payment', { orderNo })}
          onRetry={
            methods.selected && asksMobileNumber(methods.selected)
              ? (mobileNumber) => startWithNumber(orderNo, methods.selected!, mobileNumber)
              : undefined
          }
        />
      ) : result === 'success' ? (
        <section className={styles.panel} role="status" aria-busy="true">
          <h2>{t('confirming')}</h2>
          <p className={styles.muted}>{t('confirmingText')}</p>
        </section>
      ) : (
        <>
          {result === 'fail' && (
            <section className={`${styles.panel} ${styles.failed}`} role="alert">
              <p className={styles.failedText}>{t('paymentFailed')}</p>
              <ContactSupport contacts={contacts} orderNo={orderNo} />
              <p className={styles.muted}>{t('tryAgain')}</p>
            </section>
          )}
          {result === 'cancel' && (
            <p className={styles.notice} role="status">
              {t('cancelled')}
            </p>
          )}
          <MethodChooser methods={methods} agreement={agreement} />
        </>
      )}
    </div>
  );
}

/** The methods and the order together: the page shows nothing until it has both. */
function usePaymentData(orderNo: string, version: string) {
  const methods = usePaymentMethods(orderNo);
  const order = useOrderDetail(orderNo, version);
  if (methods.isError || order.isError) return 'missing';
  if (!methods.data || !order.data) return undefined;
  return { methods: methods.data, order: order.data };
}

/** What is being paid for: the product, and the account a top-up goes to, checked before paying. */
function OrderSummary({ order, methods }: { order: OrderDetail; methods: PaymentMethods }) {
  const t = useTranslations('checkout');
  const to = useTranslations('orders');
  const account = order.rechargeAccount;
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, methods.currency, locale);
  return (
    <section className={styles.panel} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.productName}>
        {order.product.name}
      </h2>
      <p className={styles.muted}>
        {order.sku.name} × {order.quantity}
      </p>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('orderNo')}</dt>
          <dd className={styles.orderNo}>{order.orderNo}</dd>
        </div>
        {account && (
          <>
            <div>
              <dt>{to('playerId')}</dt>
              <dd>{account.playerId}</dd>
            </div>
            {account.characterName && (
              <div>
                <dt>{to('characterName')}</dt>
                <dd>{account.characterName}</dd>
              </div>
            )}
            {account.serverName && (
              <div>
                <dt>{to('server')}</dt>
                <dd>{account.serverName}</dd>
              </div>
            )}
          </>
        )}
        <div>
          <dt>{t('productAmount')}</dt>
          <dd>{money(methods.productAmount)}</dd>
        </div>
        {methods.discountAmount > 0 && (
          <div>
            <dt>{t('discount')}</dt>
            <dd>−{money(methods.discountAmount)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The methods of the order's region as radio buttons, each with its fee; Pay opens the provider. */
function MethodChooser({ methods, agreement }: { methods: PaymentMethods; agreement?: ReactNode }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const [chosen, setChosen] = useState(methods.selected ?? methods.list[0]?.id);
  const [busy, setBusy] = useState(false);
  const [qrCode, setQrCode] = useState<string>();
  const secondsLeft = useSecondsLeft(methods.paymentDeadline);
  const money = (amount: number) => formatAmount(amount, methods.currency, locale);
  const option = methods.list.find((method) => method.id === chosen);

  if (methods.list.length === 0) return <p className={styles.notice}>{t('noMethods')}</p>;
  if (qrCode) return <ScanToPay qrCode={qrCode} onBack={() => setQrCode(undefined)} />;
  const pay = async () => {
    if (!option) return;
    setBusy(true);
    const answer = await callApi('payment/start', { orderNo: methods.orderNo, paymentMethod: option.id });
    // A wallet that opens only in its app: a desktop shows its code for the phone, a phone opens the app.
    if (answer.ok && answer.data.qrCode && window.matchMedia('(hover: hover) and (pointer: fine)').matches) {
      setQrCode(answer.data.qrCode);
      setBusy(false);
    } else if (answer.ok) window.location.assign(answer.data.redirectUrl);
    else setBusy(false);
  };
  const payLabel = !option
    ? t('methods')
    : option.payAmount === 0
      ? t('confirmFree')
      : t('pay', { amount: money(option.payAmount) });

  return (
    <section className={styles.panel} aria-labelledby="methods-title">
      {/* The methods, not their whole panel: with a region's six or seven, the panel with its terms
          is taller than a phone's screen and would leave the chat button nowhere to stand. */}
      <fieldset className={styles.methods} data-keep-clear>
        <legend id="methods-title" className={styles.legend}>
          {t('methods')}
        </legend>
        {methods.list.map((method) => (
          <label key={method.id} className={styles.method}>
            <input
              type="radio"
              name="paymentMethod"
              value={method.id}
              checked={method.id === chosen}
              onChange={() => setChosen(method.id)}
            />
            <span className={styles.methodText}>
              <span className={styles.methodName}>
                {methodLogo(method.id) && (
                  // A tiny local SVG: nothing for next/image to optimise.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    className={styles.methodLogo}
                    src={methodLogo(method.id)}
                    alt=""
                    width={40}
                    height={24}
                  />
                )}
                {t(methodKey(method.id))}
              </span>
              <span className={styles.muted}>
                {method.handlingFee > 0 ? t('methodFee', { fee: money(method.handlingFee) }) : t('noFee')}
              </span>
            </span>
            <span className={styles.methodTotal}>{money(method.payAmount)}</span>
          </label>
        ))}
      </fieldset>
      {secondsLeft !== undefined && (
        <p className={styles.muted} aria-live="off">
          {t('payWithin', { time: clock(secondsLeft) })}
        </p>
      )}
      {option && asksMobileNumber(option.id) ? (
        <MobileNumberPay
          payLabel={payLabel}
          disabled={secondsLeft === 0}
          onPay={(mobileNumber) => startWithNumber(methods.orderNo, option.id, mobileNumber)}
        />
      ) : (
        <button
          type="button"
          className={`button ${styles.pay}`}
          disabled={busy || !option || secondsLeft === 0}
          onClick={() => void pay()}
        >
          {payLabel}
        </button>
      )}
      {agreement && <p className={styles.agreement}>{agreement}</p>}
    </section>
  );
}

/**
 * Pays with a wallet that asks its payer's number: the browser goes to the page that waits for the
 * app. Answers the API's refusal, which stays under the number's field.
 */
async function startWithNumber(orderNo: string, paymentMethod: string, mobileNumber: string) {
  const answer = await callApi('payment/start', { orderNo, paymentMethod, mobileNumber }, { quiet: true });
  if (!answer.ok) return answer;
  window.location.assign(answer.data.redirectUrl);
}
