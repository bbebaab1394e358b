'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { callApi } from '@/lib/api/browser';
import { useCouponActivity } from '@/lib/api/coupons';
import { BACK_PARAM, isSignedIn } from '@/lib/auth/guard';
import { COOKIE, readCookie } from '@/lib/cookies';
import { localePath } from '@/lib/routes';
import styles from './coupons.module.css';
import { useCouponTexts } from './use-coupon-texts';

type ActivityOfferProps = (
  | { id: string }
  /** The promotion article that shows it: the activity that names it. */
  | { articleId: string }
) & {
  /** On its own page an activity that is not running says so; inside a promotion it stays hidden. */
  standalone?: boolean;
};

/** A coupon activity: its coupon's terms and the button that claims it (signed-in customers). */
export function ActivityOffer({ standalone = false, ...which }: ActivityOfferProps) {
  const prefix = useLangPrefix();
  const t = useTranslations('coupons');
  const texts = useCouponTexts();
  const pathname = usePathname();
  const signedIn = useSignedIn();
  const { data, isError, claimed } = useCouponActivity(which);
  const activity = isError ? null : data;
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  if (activity === undefined) return standalone ? <p className={styles.muted}>…</p> : null;
  if (activity === null) return standalone ? <p className={styles.problem}>{t('activityMissing')}</p> : null;

  const { id } = activity;
  const claim = async () => {
    setBusy(true);
    const answer = await callApi('couponActivity/claim', { id }, { quiet: true });
    setBusy(false);
    if (answer.ok) claimed();
    else setFailure(answer.msg);
  };

  const coupon = activity.coupon;
  return (
    <section className={styles.offer} aria-labelledby={`activity-${id}`}>
      <div className={styles.value}>
        <strong>{texts.discount(coupon)}</strong>
        <span>{t('kind_campaign')}</span>
      </div>
      <div className={styles.details}>
        <h2 id={`activity-${id}`} className={styles.name}>
          {activity.title}
        </h2>
        {standalone && <p>{activity.description}</p>}
        <ul className={styles.terms}>
          {texts.limits(coupon).map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>{texts.scope(coupon)}</li>
          <li>{t('validDays', { days: coupon.validDays })}</li>
          <li>{t('activityEnds', { date: texts.date(activity.endsAt) })}</li>
        </ul>
        <div className={styles.actions} aria-live="polite">
          {activity.claimed ? (
            <>
              <p className={styles.success}>{t('claimed')}</p>
              <Link className="button button-quiet" href={localePath(prefix, 'myCoupon')} prefetch={false}>
                {t('title')}
              </Link>
            </>
          ) : activity.runOut ? (
            <p className={styles.muted}>{t('runOut')}</p>
          ) : signedIn ? (
            <button type="button" className="button" disabled={busy} onClick={() => void claim()}>
              {t('claim')}
            </button>
          ) : (
            <Link
              className="button"
              href={localePath(prefix, 'login', { [BACK_PARAM]: pathname })}
              prefetch={false}
            >
              {t('signInToClaim')}
            </Link>
          )}
          {failure && (
            <p className={styles.problem} role="alert">
              {failure}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

/** Signed in by the cookies (the server renders a guest; signing in reloads the page). */
function useSignedIn(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => isSignedIn({ email: readCookie(COOKIE.email), isRegister: readCookie(COOKIE.isRegister) }),
    () => false,
  );
}
