'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/browser';
import { useSandboxSession } from '@/lib/api/payments';
import { formatAmount } from '@storefront/contracts/money';
import styles from './sandbox-gateway.module.css';

type Action = 'pay' | 'decline' | 'abandon';

/**
 * The sandbox provider's hosted page, standing in for a bank's: it shows the amount and lets the
 * tester pay, decline or walk away. Like a real gateway it answers where to send the browser back,
 * and tells the store by a signed notification of its own, later.
 */
export function SandboxGateway({ sessionId }: { sessionId: string }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const query = useSandboxSession(sessionId);
  const session = query.isError ? 'missing' : query.data;
  const [busy, setBusy] = useState(false);

  const decide = async (action: Action) => {
    setBusy(true);
    const answer = await callApi('sandbox/decide', { sessionId, action });
    if (answer.ok) window.location.assign(answer.data.returnUrl);
    else setBusy(false);
  };

  return (
    <div className={styles.gateway}>
      <p className={styles.badge}>{t('sandboxBadge')}</p>
      <h1 className={styles.title}>{t('sandboxTitle')}</h1>
      <p className={styles.note}>{t('sandboxNote')}</p>
      {session === undefined && <p>{t('loading')}</p>}
      {session === 'missing' && <p role="alert">{t('sandboxMissing')}</p>}
      {session && session !== 'missing' && (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('merchantOrder')}</dt>
              <dd>{session.merchantOrderNo}</dd>
            </div>
            <div>
              <dt>{t('amount')}</dt>
              <dd className={styles.amount}>{formatAmount(session.amount, session.currency, locale)}</dd>
            </div>
          </dl>
          {session.state === 'open' ? (
            <div className={styles.actions}>
              <button type="button" className="button" disabled={busy} onClick={() => void decide('pay')}>
                {t('sandboxPay')}
              </button>
              <button
                type="button"
                className={`button ${styles.decline}`}
                disabled={busy}
                onClick={() => void decide('decline')}
              >
                {t('sandboxDecline')}
              </button>
              <button
                type="button"
                className="button button-quiet"
                disabled={busy}
                onClick={() => void decide('abandon')}
              >
                {t('sandboxAbandon')}
              </button>
            </div>
          ) : (
            <p role="status">{t('sandboxEnded')}</p>
          )}
        </>
      )}
    </div>
  );
}
