import { getMessages, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localePath } from '@/lib/routes';
import { readSessionView } from '@/lib/session/server-view';
import { MoreMessages } from '@/modules/common/components/more-messages';
import { PageSection } from '@/modules/common/components/page-section';
import { OrderDetailView } from '../components/order-detail-view';
import { OrderLinkOpener } from '../components/order-link-opener';
import { StoreQueries } from '@/lib/api/query-client';
import styles from './order-detail.module.css';

interface OrderDetailTemplateProps {
  prefix: string;
  orderNo?: string;
  /** An e-mailed link's secret: the order comes to this browser before it shows. */
  linkKey?: string;
}

/**
 * /{lang}/orderDetail?orderNo=…: open to guests too, whose orders belong to their device session;
 * the API answers only the caller's own orders.
 * With `key`, an e-mailed link first brings the order to this browser.
 */
export async function OrderDetailTemplate({ prefix, orderNo, linkKey }: OrderDetailTemplateProps) {
  const [t, view, messages] = await Promise.all([
    getTranslations('orders'),
    readSessionView(),
    getMessages(),
  ]);
  return (
    <PageSection title={t('detailTitle')} width="column">
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
          {/* A claim's texts travel with the order page only. */}
          <MoreMessages messages={{ claims: messages.claims }}>
            {linkKey ? (
              <OrderLinkOpener orderNo={orderNo} linkKey={linkKey}>
                <OrderDetailView orderNo={orderNo} guest={!view.signedIn} />
              </OrderLinkOpener>
            ) : (
              <OrderDetailView orderNo={orderNo} guest={!view.signedIn} />
            )}
          </MoreMessages>
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
