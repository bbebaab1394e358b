import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localePath } from '@/lib/routes';
import { readSessionView } from '@/lib/session/server-view';
import { PageSection } from '@/modules/common/components/page-section';
import { OrderDetailView } from '../components/order-detail-view';
import { StoreQueries } from '@/lib/api/query-client';
import styles from './order-detail.module.css';

/**
 * /{lang}/orderDetail?orderNo=…: open to guests too, whose orders belong to their device session;
 * the API answers only the caller's own orders.
 */
export async function OrderDetailTemplate({ prefix, orderNo }: { prefix: string; orderNo?: string }) {
  const [t, view] = await Promise.all([getTranslations('orders'), readSessionView()]);
  return (
    <PageSection title={t('detailTitle')}>
      {view.signedIn ? (
        <Link href={localePath(prefix, 'myOrder')} prefetch={false}>
          ← {t('backToOrders')}
        </Link>
      ) : (
        // My Orders needs sign-in (spec section 6); a guest's orders join the account made on this device.
        <p className={styles.guest}>
          {t.rich('guestNote', {
            link: (chunks) => (
              <Link href={localePath(prefix, 'register')} prefetch={false}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {orderNo ? (
        <StoreQueries>
          <OrderDetailView orderNo={orderNo} />
        </StoreQueries>
      ) : (
        <div role="alert">
          <h2>{t('notFound')}</h2>
          <p>{t('notFoundText')}</p>
        </div>
      )}
    </PageSection>
  );
}
