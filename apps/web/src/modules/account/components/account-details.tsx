'use client';

import { LANGUAGE_NAMES } from '@storefront/contracts/locale';
import type { RegionItem } from '@storefront/contracts/system';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { signOut } from '@/lib/auth/session-change';
import { localePath } from '@/lib/routes';
import { UserIcon } from '@/modules/common/components/icons';
import styles from './account-details.module.css';
import { BindEmailForm } from './bind-email-form';
import { InviteShare } from './invite-share';
import { OwnData } from './own-data';
import { ResendVerification } from './resend-verification';
import { useCustomer } from './use-user-info';

interface AccountDetailsProps {
  regions: RegionItem[];
  /** The e-mail cookie, shown until user info arrives. */
  email?: string;
}

/** My Account: the e-mail and its verification, the invite code to share, language and region. */
export function AccountDetails({ regions, email }: AccountDetailsProps) {
  const prefix = useLangPrefix();
  const t = useTranslations('account');
  const [customer, setCustomer] = useCustomer(prefix);
  const shownEmail = customer?.email ?? email;
  const region = regions.find((item) => item.code === customer?.region);

  return (
    <div className={styles.layout} aria-busy={!customer}>
      <div className={styles.card}>
        <span className={styles.avatar}>
          <UserIcon />
        </span>
        <div className={styles.who}>
          <h2>{shownEmail || t('noEmail')}</h2>
          {customer?.email && (
            <p className={customer.emailVerified ? styles.verified : styles.unverified}>
              {customer.emailVerified ? t('verified') : t('notVerified')}
            </p>
          )}
          {customer?.email && !customer.emailVerified && <ResendVerification email={customer.email} />}
        </div>
      </div>

      {customer && !customer.email && (
        <section className={styles.section} aria-labelledby="bind-email">
          <h2 id="bind-email">{t('bindEmailTitle')}</h2>
          <p className={styles.muted}>{t('bindEmailText')}</p>
          <BindEmailForm
            onBound={(bound) =>
              setCustomer({ ...customer, email: bound, isBindEmail: 1, emailVerified: true })
            }
          />
        </section>
      )}

      {customer && (
        <dl className={styles.facts}>
          <div>
            <dt>{t('inviteCode')}</dt>
            <dd>{customer.inviteCode || '—'}</dd>
          </div>
          <div>
            <dt>{t('language')}</dt>
            <dd>{LANGUAGE_NAMES[customer.lang]}</dd>
          </div>
          <div>
            <dt>{t('region')}</dt>
            <dd>
              {region?.name ?? customer.region} | {customer.currency}
            </dd>
          </div>
        </dl>
      )}

      {customer?.inviteCode && <InviteShare inviteCode={customer.inviteCode} />}

      {customer && <OwnData customer={customer} />}

      <div className={styles.actions}>
        <Link href={localePath(prefix, 'changePassword')} className="button button-quiet" prefetch={false}>
          {t('changePassword')}
        </Link>
        <Link href={localePath(prefix, 'myOrder')} className="button button-quiet" prefetch={false}>
          {t('myOrders')}
        </Link>
        <Link href={localePath(prefix, 'myCoupon')} className="button button-quiet" prefetch={false}>
          {t('myCoupons')}
        </Link>
        <button type="button" className="button button-quiet" onClick={() => void signOut(prefix)}>
          {t('signOut')}
        </button>
      </div>
    </div>
  );
}
