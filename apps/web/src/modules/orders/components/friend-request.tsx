'use client';

import type { OrderDetail } from '@storefront/contracts/orders';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/browser';
import styles from './order-detail.module.css';

/**
 * Friend-request delivery (spec section 2): the customer logs into the game and accepts the request
 * from the store's in-game sender, then asks for the coins to be gifted.
 */
export function FriendRequest({ order, onWithdrawn }: { order: OrderDetail; onWithdrawn: () => void }) {
  const t = useTranslations('orders');
  const [busy, setBusy] = useState(false);
  const friend = order.friendRequest;
  if (!friend) return null;
  const withdraw = async () => {
    setBusy(true);
    const answer = await callApi('order/withdrawCoins', { orderNo: order.orderNo });
    setBusy(false);
    if (answer.ok) onWithdrawn();
  };
  return (
    <section className={`${styles.card} ${styles.friend}`} aria-labelledby="friend-title">
      <h2 id="friend-title" className={styles.cardTitle}>
        {t('friendTitle')}
      </h2>
      {friend.coinsWithdrawn ? (
        <p role="status">{t('withdrawn')}</p>
      ) : (
        <>
          <p>{t('friendText', { sender: friend.senderName })}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void withdraw()}>
            {t('withdraw')}
          </button>
        </>
      )}
    </section>
  );
}
