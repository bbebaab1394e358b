'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR } from '@storefront/contracts/constants';
import { IndonesianMobileNumber } from '@storefront/contracts/payments';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toDataURL } from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { usePaymentAttempt } from '@/lib/api/payments';
import { keepRefusal, refusalText } from '@/lib/forms/refusal';
import fields from '@/modules/account/components/forms.module.css';
import styles from './payment-view.module.css';

/** The methods whose wallet names its payer by mobile number and asks them in its app (Xendit's OVO). */
const ASK_MOBILE_NUMBER = new Set(['xendit_ovo']);

export const asksMobileNumber = (methodId: string) => ASK_MOBILE_NUMBER.has(methodId);

/** As people write an Indonesian number (0812…, 812…, 62812…, +62 812-…), in the form the wallet takes (+62812…). */
export function internationalNumber(typed: string): string {
  const number = typed.replace(/[\s().-]/g, '');
  if (number.startsWith('+')) return number;
  if (number.startsWith('62')) return `+${number}`;
  return `+62${number.startsWith('0') ? number.slice(1) : number}`;
}

const numberSchema = z.object({
  mobileNumber: z.string().transform(internationalNumber).pipe(IndonesianMobileNumber),
});

/** A refusal of the API about the number: the wallet or Xendit would not take it. */
type Refusal = { code: number; msg: string };

/** Where the number last sent to the wallet is kept, for this tab only: trying again needs no retyping. */
const NUMBER_KEY = 'wallet-mobile-number';

function rememberedNumber(): string {
  try {
    return sessionStorage.getItem(NUMBER_KEY) ?? '';
  } catch {
    // Storage refused (a private window's rules): the customer types the number again.
    return '';
  }
}

function rememberNumber(typed: string): void {
  try {
    sessionStorage.setItem(NUMBER_KEY, typed);
  } catch {
    // As above: nothing is kept.
  }
}

/**
 * The OVO account to ask, then Pay: the wallet has no page, it asks the number's owner in its app.
 * `onPay` answers the API's refusal, if any, which stays under the field.
 */
export function MobileNumberPay({
  payLabel,
  disabled,
  onPay,
}: {
  payLabel: string;
  disabled: boolean;
  onPay: (mobileNumber: string) => Promise<Refusal | undefined>;
}) {
  const t = useTranslations('checkout');
  const id = useId();
  const [remembered] = useState(rememberedNumber);
  const form = useForm({ resolver: zodResolver(numberSchema), defaultValues: { mobileNumber: remembered } });
  const { errors, isSubmitting } = form.formState;
  const error = errors.mobileNumber;
  const submit = form.handleSubmit(async ({ mobileNumber }) => {
    // As typed, to be shown as the customer wrote it if they come back to try again.
    rememberNumber(form.getValues('mobileNumber'));
    const refused = await onPay(mobileNumber);
    if (refused) {
      keepRefusal(form.setError, refused, { [ERROR.PAYMENT_MOBILE_NUMBER_INVALID]: 'mobileNumber' });
    }
  });
  return (
    <form className={fields.form} onSubmit={submit} noValidate>
      <div className={fields.field}>
        <label htmlFor={id}>{t('ovoNumber')}</label>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0812 3456 7890"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          {...form.register('mobileNumber')}
        />
        <p id={`${id}-hint`} className={fields.hint}>
          {t('ovoNumberHint')}
        </p>
        {error && (
          <p id={`${id}-error`} className={fields.error} role="alert">
            {refusalText(error) ?? t('ovoNumberInvalid')}
          </p>
        )}
      </div>
      {errors.root?.refusal && (
        <p className={fields.error} role="alert">
          {errors.root.refusal.message}
        </p>
      )}
      <button type="submit" className={`button ${styles.pay}`} disabled={disabled || isSubmitting}>
        {payLabel}
      </button>
    </form>
  );
}

/**
 * OVO's payment sent to the payer's app: the page waits for the order to be paid (PaymentView
 * follows it), or for the attempt to fail, declined in the app or left to expire; then it says so and
 * offers to send it again to the same number (`onRetry`, the order's method) or another way to pay.
 */
export function WaitingForApp({
  orderNo,
  chooseAgain,
  onRetry,
}: {
  orderNo: string;
  chooseAgain: string;
  onRetry?: (mobileNumber: string) => Promise<Refusal | undefined>;
}) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const attempt = usePaymentAttempt(orderNo);
  const neverSent = attempt.data?.state === 'none';
  // A page opened as if back from the app, for an order never sent to pay: nothing to wait for.
  useEffect(() => {
    if (neverSent) router.replace(chooseAgain);
  }, [neverSent, router, chooseAgain]);
  if (attempt.data?.state === 'failed') {
    return (
      <section className={`${styles.panel} ${styles.failed}`} aria-labelledby="wallet-declined">
        <div className={styles.failedNews} role="alert">
          <h2 id="wallet-declined" className={styles.failedText}>
            {t('ovoDeclined')}
          </h2>
          <p>{t('ovoDeclinedText')}</p>
        </div>
        {onRetry && <MobileNumberPay payLabel={t('ovoRetry')} disabled={false} onPay={onRetry} />}
        <Link href={chooseAgain}>{t('payAnotherWay')}</Link>
      </section>
    );
  }
  return (
    <section className={styles.panel} role="status" aria-busy="true">
      <h2>{t('ovoWaiting')}</h2>
      <p className={styles.muted}>{t('ovoWaitingText')}</p>
      <Link href={chooseAgain}>{t('payAnotherWay')}</Link>
    </section>
  );
}

/** A wallet that opens only in its app (ShopeePay), on a desktop: its QR code, for the phone to scan. */
export function ScanToPay({ qrCode, onBack }: { qrCode: string; onBack: () => void }) {
  const t = useTranslations('checkout');
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    void toDataURL(qrCode, { margin: 1, width: 240 }).then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [qrCode]);
  return (
    <section className={styles.panel} role="status" aria-busy="true">
      <h2>{t('qrTitle')}</h2>
      {image && (
        // A data URL made here: nothing for next/image to fetch or optimise.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.qr} src={image} alt={t('qrAlt')} width={240} height={240} />
      )}
      <p className={styles.muted}>{t('qrText')}</p>
      <button type="button" className="button button-quiet" onClick={onBack}>
        {t('payAnotherWay')}
      </button>
    </section>
  );
}
